import { UserStoryDetail } from '@maatwerk/contract';
import { describe, expect, it } from 'vitest';
import { customerPerBlock, testAppPerBlock } from '../test/app-per-block.ts';

/** Ways to make stored HTML run script, phone home or restyle the portal. */
const payloads = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
  '<<script>script>alert(1)<</script>/script>',
  '<img src=x onerror=alert(1)>',
  '<p onclick="alert(1)" onmouseover=alert(1)>klik</p>',
  '<svg onload=alert(1)><circle r=1 /></svg>',
  '<body onload=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<a href="javascript:alert(1)">link</a>',
  '<a href="JaVaScRiPt:alert(1)">link</a>',
  '<a href=" &#106;avascript:alert(1)">link</a>',
  '<a href="java\tscript:alert(1)">link</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">link</a>',
  '<a href="vbscript:msgbox(1)">link</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>verstuur</button></form>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<style>body { display: none }</style>',
  '<p style="position:fixed;inset:0;background:red">over alles heen</p>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<link rel=stylesheet href=https://evil.example/x.css>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<template><script>alert(1)</script></template>',
  '<a href="https://kodewerk.nl" target="_blank" onfocus="alert(1)" autofocus>veilig</a>',
];

/** Harmless: nothing that runs, loads script, or styles, whatever the casing or whitespace. */
const expectHarmless = (html: string, payload: string) => {
  const what = `${payload} → ${html}`;
  expect(html, what).not.toMatch(/<\s*script/i);
  expect(html, what).not.toMatch(/<[^>]*\son[a-z]+\s*=/i);
  expect(html, what).not.toMatch(/javascript\s*:/i);
  expect(html, what).not.toMatch(/vbscript\s*:|data\s*:\s*text\/html/i);
  expect(html, what).not.toMatch(/<[^>]*\sstyle\s*=/i);
  expect(html, what).not.toMatch(/<\s*(style|iframe|object|embed|form|svg|math|link|meta|img|body)\b/i);
  expect(html, what).not.toMatch(/srcdoc/i);
};

describe('stored rich text comes back harmless', () => {
  const t = testAppPerBlock();
  const customer = customerPerBlock(t);

  it('in an order description, when created and when read back', async () => {
    for (const payload of payloads) {
      const created = await t.app.inject({
        method: 'POST',
        url: '/user-stories',
        headers: customer.headers,
        payload: { title: 'Beveiligingstest', description_html: `<p>Omschrijving</p>${payload}` },
      });
      expect(created.statusCode, created.body).toBe(201);
      const story = UserStoryDetail.parse(created.json());
      expectHarmless(story.description_html, payload);
      expect(story.description_html).toContain('Omschrijving');

      const read = await t.app.inject({
        method: 'GET',
        url: `/user-stories/${story.id}`,
        headers: customer.headers,
      });
      expectHarmless(UserStoryDetail.parse(read.json()).description_html, payload);
    }
  });

  it('in replies, when sent and when read back with the order', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/user-stories',
      headers: customer.headers,
      payload: { title: 'Reacties met HTML', description_html: '<p>Start</p>' },
    });
    const storyId = UserStoryDetail.parse(created.json()).id;
    for (const payload of payloads) {
      const reply = await t.app.inject({
        method: 'POST',
        url: '/user-story-replies',
        headers: customer.headers,
        payload: { user_story_id: storyId, body_html: `<p>Reactie</p>${payload}` },
      });
      expect(reply.statusCode, reply.body).toBe(201);
      expectHarmless(reply.body, payload);
    }
    const read = await t.app.inject({
      method: 'GET',
      url: `/user-stories/${storyId}`,
      headers: customer.headers,
    });
    const story = UserStoryDetail.parse(read.json());
    expect(story.replies).toHaveLength(payloads.length);
    for (const reply of story.replies) expectHarmless(reply.body_html, 'stored reply');
  });

  it('keeps what the editor makes, with links that cannot reach back to the portal', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/user-stories',
      headers: customer.headers,
      payload: {
        title: 'Opmaak blijft',
        description_html:
          '<h2>Kop</h2><p><strong>vet</strong> <em>schuin</em> <a href="https://kodewerk.nl/contact">contact</a></p><ul><li>punt</li></ul>',
      },
    });
    const html = UserStoryDetail.parse(response.json()).description_html;
    expect(html).toContain('<h2>Kop</h2>');
    expect(html).toContain('<strong>vet</strong>');
    expect(html).toContain('<li>punt</li>');
    expect(html).toMatch(
      /<a href="https:\/\/kodewerk\.nl\/contact" rel="noopener noreferrer nofollow">contact<\/a>/,
    );
  });
});
