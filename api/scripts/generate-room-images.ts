// Generates the seed rooms' illustrations (800×600 SVG, a few KB each) into api/public/rooms/.
// Deterministic: re-running yields the same files. Run: npx tsx api/scripts/generate-room-images.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export type View = 'sea' | 'city' | 'mountain' | 'garden' | 'night' | 'sunset';

export interface Scene {
  file: string;
  wall: [string, string];
  floor: [string, string];
  accent: string;
  accent2: string;
  wood: string;
  view: View;
  beds: 1 | 2;
  extra: 'plant' | 'armchair' | 'desk' | 'bunk';
  art: 'waves' | 'circles' | 'lines';
}

const f = (n: number) => Math.round(n * 10) / 10;

function viewContent(view: View): string {
  // Window opening: x 480..720, y 100..330 (240 × 230).
  const x0 = 480;
  const y0 = 100;
  const w = 240;
  const h = 230;
  switch (view) {
    case 'sea':
      return `<rect x="${x0}" y="${y0}" width="${w}" height="${h}" fill="url(#sky)"/>
<circle cx="${x0 + 170}" cy="${y0 + 70}" r="26" fill="#fff6c9" opacity=".95"/>
<rect x="${x0}" y="${y0 + 140}" width="${w}" height="${h - 140}" fill="#2f7fb3"/>
<path d="M${x0} ${y0 + 160}q30-8 60 0t60 0 60 0 60 0M${x0} ${y0 + 190}q30-8 60 0t60 0 60 0 60 0" stroke="#8fd0f0" stroke-width="3" fill="none" opacity=".7"/>
<path d="M${x0 + 60} ${y0 + 138}l22-40v40z" fill="#fff"/><path d="M${x0 + 50} ${y0 + 140}h44l-8 8h-30z" fill="#7b4b2a"/>`;
    case 'city': {
      let s = `<rect x="${x0}" y="${y0}" width="${w}" height="${h}" fill="url(#sky)"/>`;
      const bs = [
        [0, 120, 40],
        [38, 70, 36],
        [72, 140, 30],
        [100, 50, 44],
        [142, 110, 34],
        [174, 80, 40],
        [212, 130, 28],
      ];
      for (const [bx, by, bw] of bs as [number, number, number][]) {
        s += `<rect x="${x0 + bx}" y="${y0 + by}" width="${bw}" height="${h - by}" fill="#3b4a66"/>`;
        for (let yy = by + 12; yy < h - 10; yy += 18)
          for (let xx = bx + 6; xx < bx + bw - 8; xx += 12)
            if ((xx * 7 + yy * 3) % 5 < 2) s += `<rect x="${x0 + xx}" y="${y0 + yy}" width="5" height="7" fill="#ffd36e"/>`;
      }
      return s;
    }
    case 'mountain':
      return `<rect x="${x0}" y="${y0}" width="${w}" height="${h}" fill="url(#sky)"/>
<path d="M${x0} ${y0 + 170}l70-90 45 50 55-85 70 125v${h - 170 + 45}h-${w}z" fill="#6b7fa3"/>
<path d="M${x0 + 170} ${y0 + 45}l-22 34 12-4 10 10 12-12 12 6z" fill="#fff"/>
<path d="M${x0} ${y0 + 190}q60-30 120-5t120-10v${h - 175}h-${w}z" fill="#4f8a5b"/>`;
    case 'garden':
      return `<rect x="${x0}" y="${y0}" width="${w}" height="${h}" fill="url(#sky)"/>
<rect x="${x0}" y="${y0 + 165}" width="${w}" height="${h - 165}" fill="#6fae5c"/>
<rect x="${x0 + 52}" y="${y0 + 120}" width="10" height="60" fill="#7a5233"/><circle cx="${x0 + 57}" cy="${y0 + 105}" r="34" fill="#3f8f4a"/>
<rect x="${x0 + 172}" y="${y0 + 130}" width="9" height="50" fill="#7a5233"/><circle cx="${x0 + 176}" cy="${y0 + 118}" r="28" fill="#4ca15a"/>
<circle cx="${x0 + 110}" cy="${y0 + 178}" r="8" fill="#f28cb1"/><circle cx="${x0 + 128}" cy="${y0 + 184}" r="7" fill="#ffd166"/><circle cx="${x0 + 95}" cy="${y0 + 188}" r="6" fill="#f7f7f7"/>`;
    case 'night': {
      let s = `<rect x="${x0}" y="${y0}" width="${w}" height="${h}" fill="url(#sky)"/><circle cx="${x0 + 60}" cy="${y0 + 55}" r="22" fill="#f4f1de"/><circle cx="${x0 + 70}" cy="${y0 + 48}" r="20" fill="#1d2748"/>`;
      for (let i = 0; i < 14; i++) s += `<circle cx="${x0 + ((i * 53) % w)}" cy="${y0 + 12 + ((i * 37) % 110)}" r="${i % 3 === 0 ? 1.8 : 1.1}" fill="#fff"/>`;
      s += `<path d="M${x0} ${y0 + 180}h30v-40h25v20h30v-55h28v75h35v-30h30v50h62v${h - 180}h-${w}z" fill="#0f1630"/>`;
      return s;
    }
    case 'sunset':
      return `<rect x="${x0}" y="${y0}" width="${w}" height="${h}" fill="url(#sky)"/>
<circle cx="${x0 + 120}" cy="${y0 + 150}" r="44" fill="#ffb347" opacity=".95"/>
<rect x="${x0}" y="${y0 + 150}" width="${w}" height="${h - 150}" fill="#7a4e8c"/>
<path d="M${x0 + 70} ${y0 + 165}h100M${x0 + 90} ${y0 + 180}h60M${x0 + 105} ${y0 + 195}h30" stroke="#ffcf8a" stroke-width="4" opacity=".7"/>`;
  }
}

const skies: Record<View, [string, string]> = {
  sea: ['#8fd3ff', '#e6f6ff'],
  city: ['#9cc9f5', '#f2e9d8'],
  mountain: ['#a9d6ff', '#eef7ff'],
  garden: ['#bfe6ff', '#f4fbff'],
  night: ['#0b1433', '#2b3a6b'],
  sunset: ['#ff8c69', '#ffd59e'],
};

function bed(x: number, w: number, s: Scene, pillows: number): string {
  const y = 300;
  let p = `<rect x="${x}" y="${y - 70}" width="${w}" height="150" rx="18" fill="${s.wood}"/>
<rect x="${x + 10}" y="${y - 60}" width="${w - 20}" height="70" rx="12" fill="#000" opacity=".08"/>
<rect x="${x - 10}" y="${y + 40}" width="${w + 20}" height="70" rx="14" fill="#fbfaf7"/>`;
  const pw = (w - 40) / pillows - 10;
  for (let i = 0; i < pillows; i++) p += `<rect x="${f(x + 20 + i * (pw + 10))}" y="${y + 18}" width="${f(pw)}" height="40" rx="16" fill="#ffffff" stroke="#e7e3dc"/>`;
  p += `<path d="M${x - 12} ${y + 70}h${w + 24}v52q0 12-12 12h-${w}q-12 0-12-12z" fill="${s.accent}"/>
<path d="M${x - 12} ${y + 70}h${w + 24}v14h-${w + 24}z" fill="${s.accent2}" opacity=".9"/>
<rect x="${x - 4}" y="${y + 134}" width="10" height="18" fill="${s.wood}"/><rect x="${x + w - 6}" y="${y + 134}" width="10" height="18" fill="${s.wood}"/>`;
  return p;
}

function extra(s: Scene): string {
  switch (s.extra) {
    case 'plant':
      return `<path d="M742 470l-8 62h-44l-8-62z" fill="${s.accent2}"/><path d="M712 470c-30-40-40-90-10-120 5 40 20 60 10 120zm0 0c10-50 40-80 70-85-10 40-30 70-70 85zm0 0c-20-30-60-40-80-30 25 20 50 30 80 30z" fill="#3f8f4a"/>`;
    case 'armchair':
      return `<rect x="640" y="430" width="120" height="80" rx="20" fill="${s.accent}"/><rect x="650" y="390" width="100" height="60" rx="18" fill="${s.accent2}"/><rect x="652" y="508" width="10" height="22" fill="${s.wood}"/><rect x="738" y="508" width="10" height="22" fill="${s.wood}"/>`;
    case 'desk':
      return `<rect x="600" y="420" width="170" height="14" rx="4" fill="${s.wood}"/><rect x="610" y="434" width="10" height="96" fill="${s.wood}"/><rect x="750" y="434" width="10" height="96" fill="${s.wood}"/><rect x="650" y="378" width="64" height="42" rx="4" fill="#2c3440"/><rect x="656" y="384" width="52" height="30" fill="#7fb8e6"/><circle cx="735" cy="410" r="10" fill="#fff"/><rect x="729" y="396" width="12" height="6" fill="${s.accent2}"/>`;
    case 'bunk':
      return `<rect x="630" y="455" width="150" height="75" rx="10" fill="${s.wood}"/><rect x="640" y="440" width="130" height="30" rx="10" fill="${s.accent2}"/><rect x="655" y="470" width="40" height="50" rx="6" fill="#fff" opacity=".5"/><rect x="715" y="470" width="40" height="50" rx="6" fill="#fff" opacity=".5"/>`;
  }
}

function art(s: Scene): string {
  const frame = `<rect x="150" y="110" width="170" height="100" rx="4" fill="#fff" stroke="${s.wood}" stroke-width="8"/>`;
  switch (s.art) {
    case 'waves':
      return `${frame}<path d="M160 170q20-20 40 0t40 0 40 0 30 0" stroke="${s.accent}" stroke-width="6" fill="none"/><path d="M160 190q20-20 40 0t40 0 40 0 30 0" stroke="${s.accent2}" stroke-width="6" fill="none"/>`;
    case 'circles':
      return `${frame}<circle cx="205" cy="160" r="30" fill="${s.accent}" opacity=".85"/><circle cx="250" cy="165" r="24" fill="${s.accent2}" opacity=".85"/>`;
    case 'lines':
      return `${frame}<path d="M170 195l40-60 30 40 25-25 35 45z" fill="${s.accent}"/><circle cx="280" cy="140" r="12" fill="${s.accent2}"/>`;
  }
}

export function roomSvg(s: Scene): string {
  const [sky1, sky2] = skies[s.view];
  const beds =
    s.beds === 2 ? bed(70, 190, s, 1) + bed(300, 150, s, 1) : bed(110, 300, s, 2);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600" role="img">
<defs>
<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${s.wall[0]}"/><stop offset="1" stop-color="${s.wall[1]}"/></linearGradient>
<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${s.floor[0]}"/><stop offset="1" stop-color="${s.floor[1]}"/></linearGradient>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky1}"/><stop offset="1" stop-color="${sky2}"/></linearGradient>
<radialGradient id="glow" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#fff3c4" stop-opacity=".85"/><stop offset="1" stop-color="#fff3c4" stop-opacity="0"/></radialGradient>
<radialGradient id="light" cx=".75" cy=".3" r=".8"><stop offset="0" stop-color="#fff" stop-opacity=".25"/><stop offset="1" stop-color="#000" stop-opacity=".12"/></radialGradient>
</defs>
<rect width="800" height="460" fill="url(#wall)"/>
<rect y="460" width="800" height="140" fill="url(#floor)"/>
<path d="M0 500h800M0 545h800" stroke="#000" stroke-opacity=".06" stroke-width="2"/>
<rect x="468" y="88" width="264" height="254" rx="6" fill="#f7f5f0"/>
${viewContent(s.view)}
<path d="M600 100v230M480 215h240" stroke="#f7f5f0" stroke-width="8"/>
<path d="M455 80h290" stroke="${s.wood}" stroke-width="8" stroke-linecap="round"/>
<path d="M458 84h46q-6 140 10 270h-56z" fill="${s.accent2}" opacity=".92"/>
<path d="M742 84h-46q6 140-10 270h56z" fill="${s.accent2}" opacity=".92"/>
${art(s)}
<circle cx="55" cy="330" r="70" fill="url(#glow)"/>
<ellipse cx="330" cy="540" rx="260" ry="34" fill="${s.accent}" opacity=".25"/>
<rect x="20" y="390" width="70" height="80" rx="6" fill="${s.wood}"/><rect x="28" y="420" width="54" height="4" fill="#000" opacity=".15"/>
<rect x="52" y="340" width="6" height="50" fill="#6b6b6b"/><path d="M32 340h46l-9-38h-28z" fill="#fff1cf"/>
${beds}
${extra(s)}
<rect width="800" height="600" fill="url(#light)"/>
</svg>
`;
}

export const SCENES: Scene[] = [
  { file: 'harbor-view-king.svg', wall: ['#e9e4da', '#d8d0c2'], floor: ['#b08a63', '#8f6b48'], accent: '#1f5f8b', accent2: '#7fb3d5', wood: '#6d4c33', view: 'sea', beds: 1, extra: 'armchair', art: 'waves' },
  { file: 'classic-queen.svg', wall: ['#f1ece4', '#e2d9cb'], floor: ['#c49a6c', '#a27c52'], accent: '#8c5a3c', accent2: '#e0b48a', wood: '#5b3d2b', view: 'garden', beds: 1, extra: 'plant', art: 'circles' },
  { file: 'skyline-deluxe.svg', wall: ['#dfe3ea', '#c8ced9'], floor: ['#7d6a5a', '#5e4f43'], accent: '#2e3a59', accent2: '#c9a227', wood: '#3a2f28', view: 'city', beds: 1, extra: 'desk', art: 'lines' },
  { file: 'family-twin.svg', wall: ['#eef3e8', '#d9e4cf'], floor: ['#c9a77c', '#a88a62'], accent: '#4f8a5b', accent2: '#f2c14e', wood: '#7a5a3a', view: 'garden', beds: 2, extra: 'bunk', art: 'circles' },
  { file: 'penthouse-suite.svg', wall: ['#2f3542', '#222730'], floor: ['#4b3b30', '#35291f'], accent: '#b8860b', accent2: '#e8d5a3', wood: '#1c1712', view: 'night', beds: 1, extra: 'armchair', art: 'lines' },
  { file: 'garden-studio.svg', wall: ['#f6efe6', '#eadfcf'], floor: ['#d2b48c', '#b89872'], accent: '#6b8e23', accent2: '#cfe3a8', wood: '#8b6b4a', view: 'garden', beds: 1, extra: 'plant', art: 'lines' },
  { file: 'sunset-terrace.svg', wall: ['#f7e6da', '#ebcdb8'], floor: ['#a0785a', '#815f45'], accent: '#c0504d', accent2: '#f4a261', wood: '#5c3b28', view: 'sunset', beds: 1, extra: 'armchair', art: 'waves' },
  { file: 'mountain-lodge.svg', wall: ['#e8e0d5', '#d4c6b3'], floor: ['#8b5e3c', '#6d472c'], accent: '#7b2d26', accent2: '#d9a679', wood: '#4a2f1f', view: 'mountain', beds: 1, extra: 'plant', art: 'lines' },
  { file: 'compact-single.svg', wall: ['#eef1f5', '#dde3ea'], floor: ['#b9a48c', '#9c876f'], accent: '#5a6f8c', accent2: '#a9c1dc', wood: '#6b5a48', view: 'city', beds: 1, extra: 'desk', art: 'circles' },
  { file: 'executive-corner.svg', wall: ['#e4e6e1', '#cfd3cb'], floor: ['#6e5847', '#514034'], accent: '#243b55', accent2: '#8fa9c4', wood: '#2f2620', view: 'city', beds: 1, extra: 'desk', art: 'waves' },
  { file: 'lagoon-double.svg', wall: ['#e3f1f1', '#c9e3e3'], floor: ['#c7ab85', '#a98d69'], accent: '#147a7a', accent2: '#8fd3cf', wood: '#6d5238', view: 'sea', beds: 2, extra: 'plant', art: 'waves' },
  { file: 'heritage-suite.svg', wall: ['#efe3d3', '#dcc7ab'], floor: ['#7b4f32', '#5e3b24'], accent: '#6a1b2e', accent2: '#d4a373', wood: '#3d2616', view: 'mountain', beds: 1, extra: 'armchair', art: 'circles' },
  { file: 'moonlight-queen.svg', wall: ['#d9dcef', '#c0c5e0'], floor: ['#8d7b6a', '#6f5f51'], accent: '#3d348b', accent2: '#a89cf0', wood: '#463a30', view: 'night', beds: 1, extra: 'plant', art: 'lines' },
  { file: 'bayfront-family.svg', wall: ['#f3eee1', '#e3d9c0'], floor: ['#bf9b6f', '#9f7d55'], accent: '#d1495b', accent2: '#edae49', wood: '#66462c', view: 'sunset', beds: 2, extra: 'bunk', art: 'circles' },
];

if (require.main === module) {
  const dir = join(__dirname, '..', 'public', 'rooms');
  mkdirSync(dir, { recursive: true });
  let total = 0;
  for (const s of SCENES) {
    const svg = roomSvg(s);
    total += Buffer.byteLength(svg);
    writeFileSync(join(dir, s.file), svg);
  }
  console.log(`${SCENES.length} images, ${(total / 1024).toFixed(1)} KB in ${dir}`);
}
