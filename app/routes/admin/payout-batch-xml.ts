/** Placeholder: the administration issue's export comes here. */
export function loader() {
  return new Response(null, { status: 404 });
}
