// "Em breve" beside the name of a page still to come (menu entries, home cards), so nobody is surprised after
// the click. The space before it separates it from the words and collapses when it wraps to a new line.
export function SoonBadge() {
  return (
    <>
      {' '}
      <span className="badge badge-soon badge-inline">Em breve</span>
    </>
  );
}
