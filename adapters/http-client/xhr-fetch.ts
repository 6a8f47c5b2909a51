/**
 * A fetch over XMLHttpRequest for uploads whose progress the page shows: fetch cannot report how
 * much of a request body is sent, XMLHttpRequest's upload events can. It answers a standard
 * Response, so the client reads it exactly like fetch's; the signal aborts it the same way.
 */
export function xhrFetch(url: string, init: RequestInit, onProgress: (fraction: number) => void): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const signal = init.signal;
    const abort = () => xhr.abort();
    if (signal?.aborted) return reject(signal.reason as Error);
    xhr.open(init.method ?? "GET", url);
    new Headers(init.headers).forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.responseType = "text";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      signal?.removeEventListener("abort", abort);
      onProgress(1);
      // A body is not allowed with these statuses in a Response.
      const body = [101, 204, 205, 304].includes(xhr.status) ? null : xhr.responseText;
      resolve(new Response(body, { status: xhr.status, statusText: xhr.statusText }));
    };
    xhr.onerror = () => {
      signal?.removeEventListener("abort", abort);
      reject(new TypeError("Failed to fetch"));
    };
    // The signal's reason is a TimeoutError or AbortError, which the client names as fetch's would be.
    xhr.onabort = () => reject((signal?.reason as Error | undefined) ?? new DOMException("The request was cancelled.", "AbortError"));
    signal?.addEventListener("abort", abort, { once: true });
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });
}
