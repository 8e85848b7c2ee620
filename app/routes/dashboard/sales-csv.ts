// Placeholder while the issue-7 work on this export is in progress; replaced by its owner.
export function loader() {
  return new Response(null, { status: 404 });
}
