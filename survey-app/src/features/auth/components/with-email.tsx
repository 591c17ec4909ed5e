/** A text of SIGNUP_TEXTS with its %{email} placeholder shown in bold. */
export function WithEmail({ text, email }: { text: string; email: string }) {
  const [before, after = ''] = text.split('%{email}');
  return (
    <>
      {before}
      <strong>{email}</strong>
      {after}
    </>
  );
}
