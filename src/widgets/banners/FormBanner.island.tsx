/**
 * Banner block above an account form (G §2 "Form banner"). Rendered at build time with the brand's
 * welcome banner, so the box (fixed aspect ratio, .banner) is there before any script runs; the
 * group's banners replace it when the announcements call answers. Several banners scroll sideways
 * (scroll snap, no script). The call failing or finding none leaves the welcome banner, and so
 * does a picture that fails to load (it is dropped). Picture paths are on the platform's image CDN
 * (status imageCDNs, from the status call the page makes anyway: src/stores/status.ts).
 */
import { useEffect, useState } from 'react';
import type { LanguageCode } from '../../constants.ts';
import { imageCdns } from '../../stores/status.ts';
import { loadFormBanners } from './api.ts';
import { bannerSlides, type BannerSlide, type FormBannerGroup } from './banners.ts';

export interface FormBannerProps {
  group: FormBannerGroup;
  language: LanguageCode;
  fallback: { src: string; alt: string };
  /** Accessible name of the block when several banners scroll sideways. */
  label: string;
}

export default function FormBanner({ group, language, fallback, label }: FormBannerProps) {
  const [slides, setSlides] = useState<BannerSlide[]>([]);
  useEffect(() => {
    let live = true;
    Promise.all([loadFormBanners(group, language), imageCdns()]).then(
      ([answer, cdns]) => live && setSlides(bannerSlides(answer?.list ?? [], group, cdns)),
      () => undefined, // the welcome banner stays
    );
    return () => {
      live = false;
    };
  }, [group, language]);

  const shown = slides.length ? slides : [{ id: 0, ...fallback }];
  // Several banners scroll sideways: the track is then a named, focusable region, so a keyboard
  // can scroll it too (WCAG 2.1.1).
  const scrolls = shown.length > 1;
  return (
    <div className="form-banner-track" data-banners={slides.length} {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}>
      {shown.map((slide, index) => (
        <img
          key={slide.id}
          src={slide.src}
          alt={slide.alt}
          width="720"
          height="300"
          fetchPriority={index === 0 ? 'high' : 'low'}
          loading={index === 0 ? 'eager' : 'lazy'}
          decoding="async"
          // A banner whose picture does not load leaves; with none left, the welcome banner shows.
          onError={slide.id ? () => setSlides((current) => current.filter((other) => other.id !== slide.id)) : undefined}
        />
      ))}
    </div>
  );
}
