/** Placeholder: the administration issue's page comes here. */
export default function Placeholder() {
  return null;
}
