// Placeholder while the issue-7 work on this page is in progress; replaced by its owner.
export default function Page() {
  return null;
}
