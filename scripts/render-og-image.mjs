// Renders the social image (Open Graph, spec §9: 2500 × 1309) from an HTML design with Chromium:
//   node scripts/render-og-image.mjs   → apps/web/public/og-image.jpg
import { statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { ensureChromium } from './lib/chromium.mjs';

const WIDTH = 2500;
const HEIGHT = 1309;
const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/public/og-image.jpg');

const html = `<!doctype html><html lang="nl"><head><meta charset="utf-8"><style>
  * { box-sizing: border-box; margin: 0; }
  body { width: ${WIDTH}px; height: ${HEIGHT}px; font-family: "DejaVu Sans", system-ui, sans-serif;
    background: linear-gradient(125deg, #0b4f8a 0%, #083a66 55%, #0d1b2e 100%); color: #fff; overflow: hidden; position: relative; }
  .grid { position: absolute; inset: 0; background-image: linear-gradient(rgba(255,255,255,.05) 2px, transparent 2px),
    linear-gradient(90deg, rgba(255,255,255,.05) 2px, transparent 2px); background-size: 125px 125px; }
  .glow { position: absolute; width: 1400px; height: 1400px; right: -380px; top: -420px; border-radius: 50%;
    background: radial-gradient(circle, rgba(245,158,11,.28) 0%, rgba(245,158,11,0) 62%); }
  .content { position: absolute; left: 190px; top: 150px; width: 1300px; }
  .brand { display: flex; align-items: center; gap: 44px; font-size: 104px; font-weight: 800; letter-spacing: -3px; }
  .logo { width: 150px; height: 150px; }
  h1 { margin-top: 90px; font-size: 120px; line-height: 1.06; letter-spacing: -4px; font-weight: 800; }
  h1 span { color: #fbbf24; }
  p { margin-top: 50px; font-size: 54px; line-height: 1.4; color: #dbe8f5; max-width: 1250px; }
  .tags { position: absolute; left: 190px; bottom: 110px; display: flex; gap: 34px; }
  .tag { font-size: 50px; font-weight: 700; padding: 24px 48px; border-radius: 999px; background: rgba(255,255,255,.1);
    border: 3px solid rgba(255,255,255,.3); }
  .device { position: absolute; right: 170px; top: 230px; width: 700px; height: 740px; border-radius: 56px;
    background: #fff; box-shadow: 0 60px 120px rgba(0,0,0,.35); padding: 0; overflow: hidden; }
  .bar { height: 110px; background: #0b4f8a; display: flex; align-items: center; gap: 24px; padding-left: 56px; }
  .dot { width: 34px; height: 34px; border-radius: 50%; background: #93c5fd; } .dot:first-child { background: #f59e0b; }
  .rows { padding: 56px; display: grid; gap: 34px; }
  .row { height: 84px; border-radius: 20px; background: #eef4fb; display: flex; align-items: center; gap: 30px; padding: 0 34px; }
  .led { width: 34px; height: 34px; border-radius: 50%; background: #22c55e; } .amber { background: #f59e0b; }
  .line { height: 24px; border-radius: 12px; background: #94a3b8; }
  .chart { height: 180px; border-radius: 20px; background: #eef4fb; }
</style></head><body>
  <div class="grid"></div><div class="glow"></div>
  <div class="content">
    <div class="brand"><svg class="logo" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#fff"/>
      <path d="M10 9v14M10 16l8-7M13 14l6 9" stroke="#0b4f8a" stroke-width="3" stroke-linecap="round" fill="none"/>
      <circle cx="23.5" cy="9.5" r="2.5" fill="#f59e0b"/></svg>Kodewerk</div>
    <h1>Software die werkt zoals <span>jouw bedrijf</span> werkt</h1>
    <p>Maatwerk software, apps en dedicated hosting. Met expertise, snelle support en goede prijzen.</p>
  </div>
  <div class="device"><div class="bar"><i class="dot"></i><i class="dot"></i><i class="dot"></i></div>
    <div class="rows">
      <div class="chart"><svg viewBox="0 0 648 180" width="588" height="163"><polyline points="40,140 150,96 250,116 360,60 470,80 600,36"
        fill="none" stroke="#0b4f8a" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/></svg></div>
      <div class="row"><i class="led"></i><i class="line" style="width:330px"></i></div>
      <div class="row"><i class="led amber"></i><i class="line" style="width:250px"></i></div>
      <div class="row"><i class="led"></i><i class="line" style="width:380px"></i></div>
    </div></div>
  <div class="tags"><span class="tag">Maatwerk software</span><span class="tag">Android en iOS apps</span><span class="tag">Dedicated hosting</span></div>
</body></html>`;

const browser = await chromium.launch({
  executablePath: ensureChromium(),
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT }, deviceScaleFactor: 1 });
  await page.setContent(html, { waitUntil: 'load' });
  await page.screenshot({
    path: out,
    type: 'jpeg',
    quality: 82,
    clip: { x: 0, y: 0, width: WIDTH, height: HEIGHT },
  });
} finally {
  await browser.close();
}
console.log(`${out}: ${WIDTH} × ${HEIGHT}, ${Math.round(statSync(out).size / 1024)} kB`);
