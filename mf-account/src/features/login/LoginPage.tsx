export default function LoginPage() {
  return <section>LoginPage</section>;
}
