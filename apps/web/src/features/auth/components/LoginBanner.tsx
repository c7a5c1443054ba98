import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const SLIDES = ['synergy', 'wisdom', 'safety'] as const;
type Slide = (typeof SLIDES)[number];
const INTERVAL_MS = 5000;

/** Decorative herb illustration, one colour per slogan. */
function Illustration({ variant }: { variant: Slide }) {
  const accent = { synergy: '#7BE188', wisdom: '#FADC19', safety: '#9FDB1D' }[variant];
  return (
    <svg viewBox="0 0 320 200" className="login-banner-art" aria-hidden="true" focusable="false">
      <ellipse cx="160" cy="176" rx="120" ry="12" fill="rgba(255,255,255,0.15)" />
      <path d="M160 170V70" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
      <path d="M160 120c-30-6-52-26-58-56 30 4 52 24 58 56Z" fill="rgba(255,255,255,0.85)" />
      <path d="M160 100c28-8 46-30 48-58-28 6-46 28-48 58Z" fill={accent} />
      <path d="M160 140c22-4 40-18 48-40-24 2-42 16-48 40Z" fill="rgba(255,255,255,0.6)" />
      <circle cx="96" cy="150" r="18" fill="rgba(255,255,255,0.25)" />
      <circle cx="228" cy="146" r="22" fill="rgba(255,255,255,0.2)" />
      <rect x="202" y="128" width="52" height="40" rx="8" fill="rgba(255,255,255,0.9)" />
      <path d="M214 140h28M214 150h20M214 160h24" stroke="#165DFF" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/**
 * SPEC §1: the banner slogans (medicine-food synergy, TCM wisdom, food safety). A small
 * rotator rather than antd's Carousel, which would weigh down the login page.
 * It pauses while hovered or focused and stays still for people who prefer less motion.
 */
export function LoginBanner() {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const id = window.setInterval(() => setIndex((i) => (i + 1) % SLIDES.length), INTERVAL_MS);
    return () => window.clearInterval(id);
  }, [paused]);

  const slide = SLIDES[index] ?? SLIDES[0];
  return (
    <aside
      className="login-banner"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="login-banner-slide" key={slide} aria-live="polite">
        <h2 className="login-banner-title">{t(`login.banner.${slide}.title`)}</h2>
        <p className="login-banner-subtitle">{t(`login.banner.${slide}.subtitle`)}</p>
        <Illustration variant={slide} />
      </div>
      <div className="login-banner-dots">
        {SLIDES.map((key, i) => (
          <button
            key={key}
            type="button"
            className={i === index ? 'is-active' : undefined}
            aria-label={t(`login.banner.${key}.title`)}
            aria-pressed={i === index}
            onClick={() => setIndex(i)}
          />
        ))}
      </div>
    </aside>
  );
}
