/**
 * Checks the TyKO site content straight from the files (no build): the docs inventory, the
 * blog posts, the authors file, leftovers of the old site, and that every YAML example is a
 * TypesenseCluster, Secret or ConfigMap that operator 0.3.4 would accept.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import matter from 'gray-matter';
import yaml from 'js-yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const content = path.join(root, 'content');
const docsDir = path.join(content, 'docs');
const blogDir = path.join(content, 'blog');

const DOCS = [
  'getting-started.md',
  'how-it-works/index.md',
  'how-it-works/quorum-reconfiguration.md',
  'how-it-works/recovering-a-cluster-that-has-lost-quorum.md',
  'how-it-works/known-issues.md',
  'crds/index.md',
  'crds/examples.md',
  'healthcheck.md',
  'metrics.md',
  'installation/index.md',
  'development.md',
  'adopters.md',
  'faq.md',
];

function read(file: string): string {
  return fs.readFileSync(file, 'utf8');
}

function listFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? listFiles(p) : [p];
  });
}

/** Title as the generator derives it: front matter `title`, else the first h1. */
function titleOf(file: string): string | undefined {
  const { data, content: body } = matter(read(file));
  if (typeof data.title === 'string' && data.title.trim()) return data.title;
  return /^# (.+)$/m.exec(body)?.[1];
}

/** Bodies of the ```yaml fenced blocks of a markdown file (indented ones too). */
function yamlBlocks(file: string): string[] {
  const blocks: string[] = [];
  const re = /^( *)```yaml[^\n]*\n([\s\S]*?)^\1```/gm;
  for (const m of read(file).matchAll(re)) {
    const indent = m[1].length;
    blocks.push(m[2].split('\n').map((l) => l.slice(indent)).join('\n'));
  }
  return blocks;
}

const docs = suite('TyKO docs');

docs('has all 13 docs, each with a title, a description and at least one h2', () => {
  for (const rel of DOCS) {
    const file = path.join(docsDir, rel);
    assert.ok(fs.existsSync(file), `${rel} is missing`);
    assert.ok(titleOf(file), `${rel} has no title`);
    const { data, content: body } = matter(read(file));
    assert.type(data.description, 'string', `${rel} has no description`);
    assert.match(body, /^## \S/m, `${rel} has no h2`);
  }
});

docs('gives every top-level sidebar entry a distinct position in the expected order', () => {
  const position = (rel: string) => {
    if (rel.endsWith('_category_.json')) return JSON.parse(read(path.join(docsDir, rel))).position as number;
    return matter(read(path.join(docsDir, rel))).data.sidebar_position as number;
  };
  const order = [
    'getting-started.md', 'how-it-works/_category_.json', 'crds/_category_.json', 'healthcheck.md',
    'metrics.md', 'installation/_category_.json', 'development.md', 'adopters.md', 'faq.md',
  ].map(position);
  assert.equal(order, [...order].sort((a, b) => a - b));
  assert.is(new Set(order).size, order.length);
});

docs('keeps the ids the sidebar categories and the home page rely on', () => {
  assert.is(matter(read(path.join(docsDir, 'crds/examples.md'))).data.id, 'crds-examples');
  assert.is(matter(read(path.join(docsDir, 'how-it-works/index.md'))).data.id, 'how-it-works');
  assert.match(read(path.join(docsDir, 'installation/index.md')), /^## Deploy using Helm$/m);
  assert.match(read(path.join(docsDir, 'getting-started.md')), /^## Disclaimer$/m);
});

docs('links the KubeVPN section with its real anchor', () => {
  const dev = read(path.join(docsDir, 'development.md'));
  assert.ok(dev.includes('(#debugging-using-kubevpn)'));
  assert.not.ok(/\(#debugging\)/.test(dev));
});

docs('states the 0.3.4 facts the old docs got wrong', () => {
  const crds = read(path.join(docsDir, 'crds/index.md'));
  assert.ok(crds.includes('akyriako78/typesense-healthcheck:0.1.8'));
  assert.not.ok(crds.includes('0.1.7'));
  assert.ok(crds.includes('`httpDirectives`'));
  const quorum = read(path.join(docsDir, 'how-it-works/quorum-reconfiguration.md'));
  assert.ok(quorum.includes('<cluster>-nodeslist'));
  assert.not.ok(quorum.includes('/usr/share/typesense/nodelist'));
  assert.ok(read(path.join(docsDir, 'metrics.md')).includes('9100'));
});

docs('gets right what a review against operator 0.3.4 found wrong or missing', () => {
  const install = read(path.join(docsDir, 'installation/index.md'));
  assert.not.ok(/--set\S* controllerManager\.manager\.args\[/.test(install), 'setting one args entry drops the other flags');
  assert.ok(install.includes('--set-json') && install.includes('operator-values.yaml'));
  for (const flag of ['--metrics-bind-address=:8443', '--leader-elect', '--health-probe-bind-address=:8081']) {
    assert.ok(install.split(flag).length >= 4, `${flag} is kept in both the values file and --set-json`);
  }
  assert.ok(install.includes('typesense-operator-system'), 'make deploy namespace');
  assert.ok(install.includes('current kubeconfig context'), 'Helm namespace');
  assert.ok(install.includes('30.0.rc7-amd64') && install.includes('arm64'), 'KIND sample caveat');
  assert.not.ok(install.includes('DOCKER_HUB_NAME ?='), 'no invented Makefile excerpt');
  assert.match(install, /^## Make a first API call$/m);
  assert.ok(install.includes('-admin-key') && install.includes('/health') && install.includes('/collections'));
  const crds = read(path.join(docsDir, 'crds/index.md'));
  assert.not.ok(crds.includes('cannot be installed on its own'));
  assert.ok(crds.includes('make install') && crds.includes('make deploy'));
  const all = DOCS.map((rel) => read(path.join(docsDir, rel))).join('\n');
  for (const m of all.matchAll(/typesense\/typesense:([\w.-]+)/g)) {
    assert.ok(m[1] === '29.0' || m[1] === '30.0.rc7-amd64', `unexpected Typesense version ${m[1]}`);
  }
  const recovering = read(path.join(docsDir, 'how-it-works/recovering-a-cluster-that-has-lost-quorum.md'));
  assert.ok(recovering.indexOf('### Step 3: write lag') < recovering.indexOf('### Step 4: election deadlock'));
  assert.ok(read(path.join(docsDir, 'healthcheck.md')).includes('no endpoints'));
});

docs('says the FAQ and the name story in its own words', () => {
  const faq = read(path.join(docsDir, 'faq.md'));
  for (const old of ['How can I contribute to TyKO?', 'Son of a gun', 'What font sorcery', 'Is TyKO still in beta?',
    'Is there any Slack or Discord channel', 'highly available, self-healing', 'open-source typeface']) {
    assert.not.ok(faq.includes(old), `FAQ still says "${old}"`);
  }
  assert.not.ok(read(path.join(docsDir, 'getting-started.md')).includes('started out as a pet form'));
});

const blog = suite('TyKO blog');

blog('has the 8 release posts, each with a slug and a truncate marker', () => {
  const posts = fs.readdirSync(blogDir).filter((f) => f.endsWith('.md'));
  assert.is(posts.length, 8);
  for (const post of posts) {
    const { data, content: body } = matter(read(path.join(blogDir, post)));
    assert.match(post, /^\d{4}-\d{2}-\d{2}-release-[\dx-]+\.md$/);
    assert.is(data.slug, post.slice(11, -3), `${post} slug`);
    assert.ok(data.tags.includes('release'), `${post} is not tagged release`);
    assert.ok(body.includes('<!-- truncate -->'), `${post} has no truncate marker`);
  }
});

blog('gives akyriako the all-articles permalink and every used author an entry', () => {
  const authors = yaml.load(read(path.join(blogDir, 'authors.yml'))) as Record<string, { page?: unknown }>;
  assert.equal(authors.akyriako.page, { permalink: '/all-akyriako-articles' });
  assert.is(authors.tykobot.page, true);
  for (const [key, author] of Object.entries(authors as Record<string, { image_url?: string }>)) {
    const image = author.image_url ?? '';
    assert.ok(image.startsWith('/img/'), `${key}: the avatar must be served by the site, not ${image}`);
    assert.ok(fs.existsSync(path.join(content, 'static', image)), `${key}: ${image} not found`);
  }
  const tags = yaml.load(read(path.join(blogDir, 'tags.yml'))) as Record<string, unknown>;
  for (const post of fs.readdirSync(blogDir).filter((f) => f.endsWith('.md'))) {
    const { data } = matter(read(path.join(blogDir, post)));
    for (const a of data.authors) assert.ok(authors[a], `${post}: unknown author ${a}`);
    for (const t of data.tags) assert.ok(tags[t], `${post}: unknown tag ${t}`);
  }
});

const site = suite('TyKO site files');

site('contains no leftovers of the old site', () => {
  const files = [...listFiles(content), path.join(root, 'site.config.json')]
    .filter((f) => /\.(md|ya?ml|json|tsx|css)$/.test(f));
  for (const file of files) {
    const text = read(file);
    assert.not.ok(text.includes('My Site Logo'), `${file} mentions "My Site Logo"`);
    assert.not.ok(/docuraurus/i.test(text), `${file} has the "docuraurus" typo`);
    assert.not.ok(text.includes('facebook/docusaurus'), `${file} links the template repo`);
  }
});

site('writes only valid TypesenseCluster, Secret, ConfigMap, Helm values or illustrative PodMonitor YAML', () => {
  const mdFiles = listFiles(docsDir).filter((f) => f.endsWith('.md'));
  let clusters = 0;
  for (const file of mdFiles) {
    for (const block of yamlBlocks(file)) {
      for (const doc of yaml.loadAll(block) as Record<string, any>[]) {
        const where = `${path.relative(root, file)} (${doc?.kind})`;
        if (doc.kind === 'Secret') {
          assert.is(doc.apiVersion, 'v1', where);
          assert.is(doc.metadata.type, undefined, `${where}: type belongs at the top level`);
          for (const v of Object.values(doc.data as Record<string, string>)) {
            assert.match(v, /^[A-Za-z0-9+/]+=*$/, `${where}: data must be base64`);
          }
        } else if (doc.kind === 'ConfigMap') {
          assert.is(doc.apiVersion, 'v1', where);
          for (const v of Object.values(doc.data)) assert.type(v, 'string', where);
        } else if (doc.controllerManager) {
          // A values file for the operator's Helm chart: the flags list is replaced as a whole.
          assert.is(doc.controllerManager.manager.args.length, 4, `${path.relative(root, file)} (Helm values)`);
        } else if (doc.kind === 'PodMonitor') {
          assert.is(doc.apiVersion, 'monitoring.coreos.com/v1', where);
        } else {
          clusters++;
          assert.is(doc.kind, 'TypesenseCluster', where);
          assert.is(doc.apiVersion, 'ts.opentelekomcloud.com/v1alpha1', where);
          const spec = doc.spec;
          assert.type(spec.image, 'string', `${where}: image is required`);
          assert.type(spec.storage?.storageClassName, 'string', `${where}: storageClassName is required`);
          if (spec.replicas !== undefined) assert.ok([1, 3, 5, 7].includes(spec.replicas), where);
          if (spec.ingress) {
            assert.type(spec.ingress.host, 'string', where);
            assert.type(spec.ingress.ingressClassName, 'string', where);
            if (spec.ingress.clusterIssuer) assert.type(spec.ingress.tlsSecretName, 'string', `${where}: 0.3.4 needs tlsSecretName`);
          }
          if (spec.metrics) assert.type(spec.metrics.release, 'string', where);
          for (const s of spec.scrapers ?? []) {
            for (const key of ['name', 'image', 'config', 'schedule']) assert.type(s[key], 'string', `${where}: scraper ${key}`);
            JSON.parse(s.config);
          }
          if (spec.healthProbeTimeoutInMilliseconds !== undefined) {
            assert.ok(spec.healthProbeTimeoutInMilliseconds >= 500 && spec.healthProbeTimeoutInMilliseconds <= 60000, where);
          }
        }
      }
    }
  }
  assert.ok(clusters >= 8, `expected the docs to show at least 8 clusters, found ${clusters}`);
});

site('references only images that exist, each with alt text', () => {
  for (const file of listFiles(content).filter((f) => f.endsWith('.md'))) {
    const text = read(file);
    for (const m of text.matchAll(/!\[([^\]]*)\]\(([^)\s]+)\)/g)) {
      assert.ok(m[1].trim().length > 10, `${file}: image ${m[2]} needs a meaningful alt`);
      assert.ok(fs.existsSync(path.resolve(path.dirname(file), m[2])), `${file}: ${m[2]} not found`);
    }
    for (const m of text.matchAll(/<img\b[^>]*\bsrc="([^"]+)"[^>]*>/g)) {
      assert.match(m[0], /\balt="[^"]{10,}"/, `${file}: <img> needs a meaningful alt`);
      assert.ok(fs.existsSync(path.resolve(path.dirname(file), m[1])), `${file}: ${m[1]} not found`);
    }
  }
});

docs.run();
blog.run();
site.run();
