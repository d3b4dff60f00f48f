/** The status page's own look on top of the public shell: the headline card coloured by its state. */
export const STATUS_PAGE_STYLES = `
.headline{border-left:8px solid #8c959f}
.headline p{margin:0}
.headline .title{font-size:1.4rem;font-weight:700;line-height:1.3}
.headline .detail{margin-top:4px}
.state-all_running .headline{border-color:#1a7f37}
.state-degraded .headline,.state-failover_active .headline{border-color:#bf8700}
.state-all_down .headline,.state-power_outage .headline{border-color:#cf222e}
.state-ready_for_installation .headline,.state-no_hardware .headline{border-color:#57606a}
.dot{display:inline-block;width:12px;height:12px;border-radius:50%;margin-right:8px;background:#8c959f;flex:none}
.dot.online,.dot.all_running{background:#1a7f37}
.dot.warning,.dot.degraded,.dot.failover_active{background:#bf8700}
.dot.offline,.dot.all_down,.dot.power_outage{background:#cf222e}
.rows{list-style:none;margin:0;padding:0}
.rows li{display:flex;align-items:baseline;gap:4px;padding:8px 0;border-top:1px solid #eaeef2}
.rows li:first-child{border-top:0}
.rows .name{flex:1;min-width:0;overflow-wrap:anywhere}
.rows .what{text-align:right}
.notice{white-space:pre-line}
.buttons{display:flex;flex-direction:column;gap:8px}
.buttons .button{text-align:center}
.buttons small{display:block;font-weight:400}
.support{display:flex;gap:16px;align-items:center;flex-wrap:wrap;margin-bottom:12px}
.support>div{flex:1 1 220px}
.support p{margin:0 0 4px}
.qr{margin:0;width:132px;flex:none;text-align:center}
.qr svg{display:block;width:132px;height:132px}
.qr figcaption{font-size:.75rem;color:#57606a}
`
