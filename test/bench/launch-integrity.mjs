// After the launch-day run, the database against what the simulated respondents were told: every submitted form
// is completed and holds exactly the answers its submit sent (each question's performance and importance, no
// more rows, none fewer); every draft holds exactly what its acknowledged saves sent (an answer whose save failed
// may hold either value); no invitation nobody opened has an account or an answer; the inquiry's completed count
// is the number of accepted submits and the organisation has one account per opened link.

const key = (p, i) => `${p}/${i}`;

export async function launchIntegrity(db, launch, forms) {
  const rows = await db.query(
    'SELECT r.email AS email, r.status AS status, r.user_id AS userId, a.question_id AS q, a.is_custom_question AS c, a.performance AS p, a.importance AS i FROM respondents r LEFT JOIN survey_answers a ON a.respondent_id = r.id WHERE r.inquiry_id = ?',
    [launch.inquiryId],
  );
  const stored = new Map();
  for (const r of rows) {
    const f = stored.get(r.email) ?? { status: r.status, userId: r.userId, answers: new Map(), duplicates: 0 };
    stored.set(r.email, f);
    if (r.q === null || r.q === undefined) continue;
    const id = String(r.q);
    if (f.answers.has(id) || Number(r.c)) f.duplicates++;
    f.answers.set(id, key(Number(r.p), Number(r.i)));
  }

  const problems = [];
  const byEmail = new Map(forms.map((f) => [f.email, f]));
  const counts = { submitted: 0, draft: 0, unknown: 0, failed: 0, unchecked: 0 };
  for (const form of forms) {
    counts[form.state]++;
    if (form.state === 'unchecked') continue;
    const s = stored.get(form.email);
    const wrong = (why) => problems.push(`${form.email} (${form.state}): ${why}`);
    if (!s) {
      wrong('no respondent row');
      continue;
    }
    if (s.duplicates) wrong(`${s.duplicates} duplicated or custom answer rows`);
    const want = (id) => (form.held.has(id) ? key(...form.held.get(id).map(Number)) : undefined);
    const maybe = (id) => (form.unsure.has(id) ? key(...form.unsure.get(id).map(Number)) : undefined);
    if (form.state === 'submitted') {
      if (s.status !== 'completed') wrong(`status ${s.status} after an accepted submit`);
      if (s.answers.size !== form.held.size) wrong(`${s.answers.size} answers stored, ${form.held.size} submitted`);
    } else if (form.state === 'draft' && s.status === 'completed') wrong('completed without a submit');
    for (const [id, value] of s.answers)
      if (value !== want(id) && value !== maybe(id))
        wrong(`question ${id} holds ${value}, sent ${want(id) ?? 'nothing'}${maybe(id) ? ` or ${maybe(id)}` : ''}`);
    for (const id of form.held.keys())
      if (!s.answers.has(id) && !maybe(id)) wrong(`question ${id} lost (acknowledged ${want(id)})`);
  }
  for (const [email, s] of stored)
    if (!byEmail.has(email) && (s.answers.size || s.userId !== null || s.status !== 'pending'))
      problems.push(`${email}: never opened, yet ${s.answers.size} answers, status ${s.status}, account ${s.userId}`);

  const [{ n: completed }] = await db.query('SELECT completed_count AS n FROM inquiries WHERE id = ?', [
    launch.inquiryId,
  ]);
  if (Number(completed) !== counts.submitted && !counts.unknown && !counts.unchecked)
    problems.push(`inquiry completed count ${completed}, ${counts.submitted} submits accepted`);
  const [{ n: accounts }] = await db.query(
    "SELECT COUNT(*) AS n FROM users WHERE customer_id = ? AND role = 'CustomerUser'",
    [launch.customerId],
  );
  const opened = forms.filter((f) => f.opened).length;
  const maybeOpened = forms.filter((f) => f.opened === null).length;
  if (Number(accounts) < opened || Number(accounts) > opened + maybeOpened)
    problems.push(
      `${accounts} accounts for ${opened} opened links${maybeOpened ? ` and ${maybeOpened} unanswered` : ''}`,
    );
  const answers = [...stored.values()].reduce((n, s) => n + s.answers.size, 0);
  return { problems, counts, answers, completed: Number(completed) };
}
