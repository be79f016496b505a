/** Calls a logged-in demo customer makes, over HTTP against a running API process. */

export const DEMO_EMAIL = 'klant@voorbeeld.nl';
export const DEMO_PASSWORD = 'Welkom123!';

export const call = async (
  baseUrl: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
) => {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(options.body !== undefined && { 'content-type': 'application/json' }),
      ...(options.token && { authorization: `Bearer ${options.token}` }),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: kept as text for the failure message
  }
  return { status: response.status, headers: response.headers, body: body as Record<string, unknown> };
};

export const logIn = async (baseUrl: string, email = DEMO_EMAIL, password = DEMO_PASSWORD) => {
  const answer = await call(baseUrl, 'POST', '/login', { body: { email, password, source: 'reliability' } });
  if (answer.status !== 200 || typeof answer.body.token !== 'string') {
    throw new Error(`login failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return answer.body.token;
};

/** An order of the customer that still takes replies. */
export const openOrderId = async (baseUrl: string, token: string): Promise<number> => {
  const { body } = await call(baseUrl, 'GET', '/user-stories', { token });
  const orders = body as unknown as { id: number; status: string }[];
  const open = orders.find((order) => ['nieuw', 'in_behandeling', 'wacht_op_klant'].includes(order.status));
  if (!open) throw new Error('the demo customer has no open order');
  return open.id;
};

/** At least `count` free booking slots (their starts_at), from the coming working days. */
export const freeSlots = async (baseUrl: string, token: string, count: number): Promise<string[]> => {
  const slots: string[] = [];
  for (let day = 1; day <= 60 && slots.length < count; day++) {
    const date = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10);
    const { status, body } = await call(baseUrl, 'GET', `/booking/availability?date=${date}`, { token });
    if (status !== 200) throw new Error(`availability ${date}: ${status}`);
    for (const slot of body.slots as { starts_at: string }[]) slots.push(slot.starts_at);
  }
  return slots.slice(0, count);
};
