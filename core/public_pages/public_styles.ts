/** The look every public page shares: phone first, system fonts, the brand colour as accent (`--brand`). */
export const PUBLIC_BASE_STYLES = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1f24;background:#f3f5f7;-webkit-text-size-adjust:100%}
.page{max-width:640px;margin:0 auto;padding:0 16px 24px}
.page-header{display:flex;align-items:center;gap:12px;padding:20px 0 12px;border-top:6px solid var(--brand)}
.page-header img{max-height:48px;max-width:140px;object-fit:contain}
.page-header h1{font-size:1.35rem;line-height:1.25;margin:0;overflow-wrap:anywhere}
.card{background:#fff;border-radius:12px;padding:16px;margin:12px 0;box-shadow:0 1px 2px rgba(0,0,0,.08)}
.card h2{font-size:1.05rem;margin:0 0 8px}
.muted{color:#57606a;font-size:.9rem}
.button{display:inline-block;min-height:44px;padding:10px 16px;border-radius:8px;border:0;background:var(--brand);color:var(--on-brand);font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
.button:focus-visible,a:focus-visible,input:focus-visible{outline:3px solid #1b1f24;outline-offset:2px}
a{color:#0b5cad}
input{font:inherit;padding:10px;border:1px solid #8c959f;border-radius:8px;width:100%}
label{display:block;font-weight:600;margin-bottom:4px}
.error{color:#b42318;font-weight:600}
.banner{background:#fff4d6;border:1px solid #e3b341;border-radius:8px;padding:8px 12px;margin:12px 0;font-weight:600}
.page-footer{max-width:640px;margin:0 auto;padding:8px 16px 32px;color:#57606a;font-size:.85rem;display:flex;flex-wrap:wrap;justify-content:space-between;gap:8px}
.languages{display:flex;gap:10px}
.languages a,.languages span{padding:4px}
.languages span{font-weight:700;color:#1b1f24}
`
