export default function RegisterPage() {
  return <section>RegisterPage</section>;
}
