import { API_URL, apiErrorMessage, NETWORK_ERROR } from '../providers/http';
import { getToken } from '../providers/session';

/** Downloads an API file that needs the bearer header (signed links open directly instead). */
export async function downloadWithToken(path: string, fallbackName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`${API_URL}${path}`, { headers: { Authorization: `Bearer ${getToken() ?? ''}` } });
  } catch {
    throw new Error(NETWORK_ERROR);
  }
  if (!response.ok) {
    const body = await response.json().catch(() => undefined);
    throw new Error(apiErrorMessage(body, response.statusText));
  }
  const name = /filename="?([^";]+)"?/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
