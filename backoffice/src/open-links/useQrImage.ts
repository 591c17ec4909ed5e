import { useQuery } from '@tanstack/react-query';
import { openLinkMethods } from './openLinkMethods';

/** The link's QR code as a data URL of its SVG (read behind the bearer header), keyed by the link's token. */
export function useQrImage(inquiryId: string, token: string | undefined) {
  const query = useQuery({
    queryKey: ['open-links', inquiryId, 'qr', token],
    queryFn: async () => {
      const svg = await (await openLinkMethods.qr(inquiryId)).text();
      return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
    },
    enabled: !!token,
    retry: false,
  });
  return { url: query.data ?? null, isError: query.isError };
}
