/**
 * Home page of the TyKO site: hero, feature cards and the three-step "How it works" (the
 * site footer carries the copyright). Site content, not generator code: it only uses the theme's public API.
 */
import type { ReactNode } from 'react';
import { Link, useSite } from '@opdocs/theme';
import './index.css';

export const title = 'Typesense Kubernetes Operator Docs';
export const description = 'TyKO, your turnkey Typesense Kubernetes Operator';

const REPO_URL = 'https://github.com/akyriako/typesense-operator';

/** A 24×24 stroke icon; decorative, the card title carries the meaning. */
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg className="tyko-feature__icon" viewBox="0 0 24 24" width="32" height="32" fill="none"
      stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round"
      aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

interface Feature { title: string; icon: ReactNode; text: string }

const FEATURES: Feature[] = [
  {
    title: 'Self-healing clusters',
    icon: <Icon><path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" /><path d="M6 12h3l1.5-2.5 2 5L14 12h4" /></Icon>,
    text: 'Failover, quorum recovery and Raft health checks run on their own. Nobody has to step in to keep a cluster healthy.',
  },
  {
    title: 'Zero-downtime updates',
    icon: <Icon><path d="M4 12a8 8 0 1 1 2.3 5.7" /><path d="M4 18v-4h4" /><path d="M12 15V8" /><path d="m9 11 3-3 3 3" /></Icon>,
    text: 'Pods are rolled one by one, so your cluster keeps answering while you move the Typesense version up or down.',
  },
  {
    title: 'Kubernetes-native',
    icon: <Icon><path d="M12 3 4 7.5v9L12 21l8-4.5v-9z" /><circle cx="12" cy="12" r="3" /><path d="M12 3v6M12 15v6M4 7.5l5.4 3M14.6 13.5 20 16.5" /></Icon>,
    text: 'Written in Go with the Operator SDK, it follows Kubernetes conventions and is easy to extend.',
  },
  {
    title: 'Batteries-included',
    icon: <Icon><rect x="3" y="7" width="16" height="10" rx="2" /><path d="M21 10v4" /><path d="m10 9-2 3h4l-2 3" /></Icon>,
    text: 'Secrets, ConfigMaps, Services, the StatefulSet, the Ingress, a PodMonitor for metrics and more are created and kept in shape for you.',
  },
  {
    title: 'Observability',
    icon: <Icon><path d="M4 20V4" /><path d="M4 20h16" /><path d="M8 16v-5M12 16V8M16 16v-3" /></Icon>,
    text: 'Node health and metrics are exposed to Prometheus, ready for dashboards and alerts.',
  },
  {
    title: 'Production-ready',
    icon: <Icon><path d="M12 3 5 6v5c0 4.5 3 8 7 10 4-2 7-5.5 7-10V6z" /><path d="m9 12 2 2 4-4" /></Icon>,
    text: 'Opinionated defaults for secure production clusters, with sensible resource requests and limits.',
  },
];

interface Step { title: string; text: string; path: string; linkLabel: string }

const STEPS: Step[] = [
  { title: 'Install the Operator', text: 'Add the Helm repository and install the chart into your Kubernetes cluster.', path: 'docs/installation#deploy-using-helm', linkLabel: 'installing the operator' },
  { title: 'Declare your Cluster', text: 'Apply one TypesenseCluster manifest that states the replicas and the storage you want.', path: 'docs/crds/crds-examples', linkLabel: 'TypesenseCluster examples' },
  { title: 'Let TyKO do the rest', text: 'The operator provisions, configures, monitors and heals the cluster from then on.', path: 'docs/how-it-works/', linkLabel: 'how TyKO works' },
];

/** The home page; every in-site link is prefixed with the site's baseUrl. */
export default function Home() {
  const site = useSite();
  const base = site.baseUrl;

  return (
    <main className="tyko-home">
      <section className="tyko-hero" aria-labelledby="tyko-hero-title">
        <div className="tyko-container tyko-hero__inner">
          <div className="tyko-hero__text">
            <h1 id="tyko-hero-title" className="tyko-hero__title">TyKO</h1>
            <p className="tyko-hero__tagline">
              The turnkey Typesense operator for Kubernetes.
              <br />
              Highly available clusters that repair themselves.
            </p>
            <div className="tyko-hero__actions">
              <Link href={`${base}docs/getting-started`} className="tyko-button tyko-button--primary">
                Get Started →
              </Link>
              <Link href={REPO_URL} className="tyko-button tyko-button--secondary">
                GitHub
              </Link>
            </div>
          </div>
          <div className="tyko-hero__media">
            <picture>
              <source srcSet={`${base}img/tyko-mascot-360.webp`} type="image/webp" />
              <img className="tyko-hero__image" src={`${base}img/tyko-mascot-360.png`} width={360} height={394}
                alt="Tyko, the TyKO mascot: a grey robot on tank treads holding a jar with an orange lightning bolt, in a hexagon badge"
                fetchPriority="high" />
            </picture>
          </div>
        </div>
      </section>

      <section className="tyko-features" aria-labelledby="tyko-features-title">
        <div className="tyko-container">
          <h2 id="tyko-features-title" className="tyko-visually-hidden">Features</h2>
          <ul className="tyko-grid" role="list">
            {FEATURES.map((f) => (
              <li key={f.title} className="tyko-card tyko-feature">
                {f.icon}
                <h3 className="tyko-card__title">{f.title}</h3>
                <p className="tyko-card__text">{f.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="tyko-steps" aria-labelledby="tyko-steps-title">
        <div className="tyko-container">
          <h2 id="tyko-steps-title" className="tyko-steps__title">How it works</h2>
          <p className="tyko-steps__subtitle">Three simple steps to a highly available Typesense cluster.</p>
          <ol className="tyko-grid" role="list">
            {STEPS.map((s, i) => (
              <li key={s.title} className="tyko-card tyko-step">
                <span className="tyko-step__badge" aria-hidden="true">{i + 1}</span>
                <h3 className="tyko-card__title">
                  <span className="tyko-visually-hidden">Step {i + 1}: </span>{s.title}
                </h3>
                <p className="tyko-card__text">{s.text}</p>
                <Link href={`${base}${s.path}`} className="tyko-button tyko-button--small">
                  Learn more →<span className="tyko-visually-hidden"> about {s.linkLabel}</span>
                </Link>
              </li>
            ))}
          </ol>
        </div>
      </section>

    </main>
  );
}
