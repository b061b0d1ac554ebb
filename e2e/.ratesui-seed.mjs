// Throwaway (not committed): a room with a weekend price and a season, on the stack at shift 1300.
const auth = 'http://127.0.0.1:10399', api = 'http://127.0.0.1:5300';
const r = await fetch(`${auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key`, {
  method: 'POST', headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'frontdesk@harborview.test', password: 'Frontdesk1', returnSecureToken: true }),
});
const { idToken } = await r.json();
const { token } = await (await fetch(`${api}/jwt`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` }, body: JSON.stringify({ email: 'frontdesk@harborview.test' }) })).json();
const call = async (m, p, b) => { const res = await fetch(api + p, { method: m, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: b && JSON.stringify(b) }); if (!res.ok) throw new Error(`${m} ${p} ${res.status} ${await res.text()}`); return res.json(); };
const room = await call('POST', '/rooms', { name: 'Harbor Rate Loft', type: 'Loft', location: 'Long Beach, CA', description: 'A loft priced by the night.', image: 'harbor-view-king.svg', price: 200, discountPrice: 180, capacity: 2, beds: 1, size: 400, amenities: ['wifi'] });
await call('PATCH', `/rooms/${room._id}`, { weekendPrice: 250 });
const [season, today] = process.argv.slice(2);
const add = (d, n) => new Date(Date.parse(d + 'T00:00:00Z') + n * 864e5).toISOString().slice(0, 10);
await call('POST', `/rooms/${room._id}/rates`, { from: season, to: add(season, 3), price: 300, discountPrice: null, minNights: 3, closedToArrival: false });
await call('POST', `/rooms/${room._id}/rates`, { from: add(season, 9), to: add(season, 10), price: 220, discountPrice: null, minNights: null, closedToArrival: true });
console.log(room._id, token);
