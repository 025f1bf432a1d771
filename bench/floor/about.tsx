export function About() {
  return <main>about</main>;
}
