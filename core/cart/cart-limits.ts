/** The most products one cart holds, and the most licences (seats) of one product; shared by browser and server. */
export const maxCartLines = 50;
export const maxSeats = 100;
