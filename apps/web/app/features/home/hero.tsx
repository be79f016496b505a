import { AppLink } from '~/components/app-link.tsx';
import styles from './hero.module.css';

const proof = ['Binnen één werkdag antwoord', 'Servers in Nederland', 'Vaste prijs per sprint'];

/** The first screen: who we are, for what, and two ways to start. */
export const Hero = () => (
  <section className={styles.hero} aria-labelledby="home-title">
    <div className={`container ${styles.inner}`}>
      <div className={styles.copy}>
        <p className={styles.eyebrow}>Maatwerk software · Apps · Dedicated hosting</p>
        <h1 id="home-title" className={styles.title}>
          Software die werkt zoals <span className={styles.highlight}>jouw bedrijf</span> werkt
        </h1>
        <p className={styles.lead}>
          Kodewerk is je partner voor maatwerk software, apps en dedicated hosting: met expertise, snelle
          support en goede prijzen. Van eerste idee tot de server waarop het draait.
        </p>
        <div className={styles.actions}>
          <AppLink to="/contact" className="button">
            Vertel ons je idee
          </AppLink>
          <AppLink to="/meet" className="button button-secondary">
            Plan een gesprek
          </AppLink>
        </div>
        <ul className={styles.proof}>
          {proof.map((item) => (
            <li key={item}>
              <svg aria-hidden="true" viewBox="0 0 20 20" width="18" height="18">
                <path
                  d="M4 10.5l3.5 3.5L16 6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.4"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
              {item}
            </li>
          ))}
        </ul>
      </div>
      <HeroVisual />
    </div>
  </section>
);

/** A drawn impression of what we build: a web app, a phone app and the server below them. */
const HeroVisual = () => (
  <div className={styles.visual} aria-hidden="true">
    <svg aria-hidden="true" viewBox="0 0 480 400" width="480" height="400" className={styles.svg}>
      <defs>
        <linearGradient id="hero-sky" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#dbeafe" />
          <stop offset="1" stopColor="#eef4fb" />
        </linearGradient>
      </defs>
      <rect x="10" y="20" width="460" height="360" rx="28" fill="url(#hero-sky)" />
      <g>
        <rect x="40" y="52" width="300" height="200" rx="14" fill="#fff" stroke="#c7d6e8" />
        <rect x="40" y="52" width="300" height="34" rx="14" fill="#0b4f8a" />
        <rect x="40" y="72" width="300" height="14" fill="#0b4f8a" />
        <circle cx="60" cy="69" r="5" fill="#f59e0b" />
        <circle cx="77" cy="69" r="5" fill="#93c5fd" />
        <circle cx="94" cy="69" r="5" fill="#93c5fd" />
        <rect x="60" y="104" width="80" height="128" rx="8" fill="#eef4fb" />
        <rect x="70" y="118" width="56" height="8" rx="4" fill="#0b4f8a" opacity="0.7" />
        <rect x="70" y="136" width="44" height="8" rx="4" fill="#94a3b8" />
        <rect x="70" y="152" width="50" height="8" rx="4" fill="#94a3b8" />
        <rect x="70" y="168" width="38" height="8" rx="4" fill="#94a3b8" />
        <rect x="156" y="104" width="164" height="60" rx="8" fill="#eef4fb" />
        <polyline
          points="166,150 196,132 222,140 252,118 280,126 308,110"
          fill="none"
          stroke="#0b4f8a"
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <rect x="156" y="176" width="76" height="56" rx="8" fill="#fef3c7" />
        <rect x="244" y="176" width="76" height="56" rx="8" fill="#dcfce7" />
        <rect x="168" y="190" width="40" height="8" rx="4" fill="#b45309" opacity="0.8" />
        <rect x="256" y="190" width="40" height="8" rx="4" fill="#15803d" opacity="0.8" />
        <rect x="168" y="208" width="52" height="12" rx="4" fill="#f59e0b" />
        <rect x="256" y="208" width="52" height="12" rx="4" fill="#22c55e" />
      </g>
      <g>
        <rect x="322" y="120" width="118" height="220" rx="22" fill="#0d1b2e" />
        <rect x="331" y="138" width="100" height="184" rx="12" fill="#fff" />
        <rect x="361" y="127" width="40" height="5" rx="2.5" fill="#334155" />
        <rect x="341" y="150" width="80" height="36" rx="8" fill="#0b4f8a" />
        <rect x="349" y="161" width="44" height="6" rx="3" fill="#bfdbfe" />
        <rect x="349" y="172" width="30" height="6" rx="3" fill="#fff" />
        <rect x="341" y="196" width="80" height="24" rx="6" fill="#eef4fb" />
        <rect x="341" y="226" width="80" height="24" rx="6" fill="#eef4fb" />
        <rect x="341" y="256" width="80" height="24" rx="6" fill="#eef4fb" />
        <circle cx="353" cy="208" r="5" fill="#22c55e" />
        <circle cx="353" cy="238" r="5" fill="#f59e0b" />
        <circle cx="353" cy="268" r="5" fill="#22c55e" />
        <rect x="341" y="290" width="80" height="22" rx="11" fill="#f59e0b" />
      </g>
      <g>
        <rect x="60" y="276" width="240" height="34" rx="8" fill="#1e3a5f" />
        <rect x="60" y="318" width="240" height="34" rx="8" fill="#1e3a5f" />
        <circle cx="80" cy="293" r="5" fill="#22c55e" />
        <circle cx="80" cy="335" r="5" fill="#22c55e" />
        <rect x="96" y="289" width="90" height="8" rx="4" fill="#94a3b8" />
        <rect x="96" y="331" width="70" height="8" rx="4" fill="#94a3b8" />
        <rect x="236" y="286" width="48" height="14" rx="3" fill="#0f2742" />
        <rect x="236" y="328" width="48" height="14" rx="3" fill="#0f2742" />
      </g>
    </svg>
  </div>
);
