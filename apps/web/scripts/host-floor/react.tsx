// bench:web's host floor: a sign-in form drawn by React alone (see scripts/bench-web.mjs).
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  <main style={{ maxWidth: 360, margin: '40px auto', fontFamily: 'sans-serif' }}>
    <h1>Sign in</h1>
    <form>
      <label>
        Account <input name="account" />
      </label>
      <label>
        Password <input name="password" type="password" />
      </label>
      <button type="submit">Sign in</button>
    </form>
  </main>,
);
