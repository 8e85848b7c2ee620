import { encode } from 'uqr';

export interface QrCode {
  /** Modules per side, quiet zone included. */
  size: number;
  /** One SVG path of the dark modules, in module units. */
  path: string;
}

/** A QR code drawn on the server (nothing leaves the machine, no script in the browser). */
export function qrCode(text: string): QrCode {
  const { data, size } = encode(text, { border: 2, ecc: 'M' });
  let path = '';
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return { size, path };
}
