import { renderSVG } from 'uqr';
import { Modal } from '../../shared/ui/Modal';

/** A printable QR code of a link, with a download of the SVG. */
export function QrCodeDialog({ link, onClose }: { link: { label: string; url: string } | null; onClose: () => void }) {
  const svg = link ? renderSVG(link.url, { border: 2 }) : '';
  const src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  return (
    <Modal
      open={link !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`QR code: ${link?.label ?? ''} link`}
      description="Print it on posters and flyers: scanning it opens the form."
      size="sm"
    >
      {link ? (
        <div className="flex flex-col items-center gap-4">
          <img src={src} alt={`QR code for the ${link.label} link`} className="size-64 max-w-full" />
          <a
            href={src}
            download={`${link.label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-link-qr.svg`}
            className="text-sm font-semibold text-indigo-700 underline hover:text-indigo-900"
          >
            Download QR code (SVG)
          </a>
        </div>
      ) : null}
    </Modal>
  );
}
