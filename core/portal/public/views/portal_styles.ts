/** The venue's page colours and background image (the variables of `pageLook`), also worn by /success. */
export const VENUE_LOOK_STYLES = `
body{background:var(--page-bg) var(--page-image) center/cover no-repeat fixed;color:var(--page-text)}
.card{color:#1b1f24}
.page-header h1{color:var(--page-text)}
.page-footer{color:var(--page-text)}
`

/** The guest portal's CSS on top of the public pages' base: the form, checkboxes, the secondary forms. */
export const PORTAL_STYLES = VENUE_LOOK_STYLES + `
.body-text{white-space:pre-line;margin:0 0 12px}
.field{margin:0 0 12px}
.field small{font-weight:400;color:#57606a}
.check{display:flex;gap:10px;align-items:flex-start;font-weight:400;margin:0 0 10px}
.check input{width:22px;height:22px;flex:none;margin:2px 0 0}
.field-error{color:#b42318;font-size:.9rem;margin:4px 0 0}
input[aria-invalid=true]{border-color:#b42318}
.card .button{width:100%;margin-top:4px}
.card .social-button{background:#fff;color:#1b1f24;border:1px solid #d0d7de}
.or{text-align:center;margin:10px 0 2px}
.links{display:flex;flex-wrap:wrap;gap:6px 14px;font-size:.9rem;margin:12px 0 0}
details{margin-top:8px}
summary{cursor:pointer;font-weight:600;min-height:32px}
.spinner{width:28px;height:28px;border:4px solid #d0d7de;border-top-color:var(--brand);border-radius:50%;animation:spin 1s linear infinite;margin:8px 0}
@keyframes spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.spinner{animation:none}}
`
