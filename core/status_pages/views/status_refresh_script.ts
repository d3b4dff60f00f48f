/**
 * The status page's only script: every minute while the page is visible it fetches GET /rest/public/status/{id}
 * and rewrites the headline, the times and the lists. It writes text only (textContent), never markup. Without it
 * the page is complete as served; it just does not update.
 */
export const STATUS_REFRESH_SCRIPT = `(function(){
var d=document.body.dataset,root=document.querySelector('[data-state-root]');
var f=new Intl.DateTimeFormat(d.lang,{dateStyle:'medium',timeStyle:'short',timeZone:d.timeZone});
function when(iso,tpl){return iso?tpl.replace('{time}',f.format(new Date(iso))):''}
function set(n,v){var e=document.querySelector('[data-field="'+n+'"]');if(e)e.textContent=v||''}
function row(cls,name,what,since){var li=document.createElement('li'),dot=document.createElement('span'),n=document.createElement('span'),w=document.createElement('span');
dot.className='dot '+cls;n.className='name';n.textContent=name;w.className='what';w.textContent=what;
if(since){var s=document.createElement('small');s.className='muted';s.textContent=since;w.append(document.createElement('br'),s)}
li.append(dot,n,w);return li}
function fill(n,items){var l=document.querySelector('[data-list="'+n+'"]');if(!l)return;l.replaceChildren.apply(l,items);l.closest('section').hidden=!items.length}
function show(s){root.className='page state-'+s.state;set('headline',s.headline);set('detail',s.detail);
set('since',when(s.last_changed_at,d.since));set('checked',when(s.checked_at,d.checked));set('support-open',s.support.open_text);
fill('groups',s.device_groups.map(function(g){return row(g.health,g.name,g.health_label,when(g.last_changed_at,d.since))}));
fill('venues',s.venues.map(function(v){return row(v.state,v.name,v.headline,when(v.last_changed_at,d.since))}))}
function refresh(){if(document.visibilityState==='hidden')return;
fetch('/rest/public/status/'+encodeURIComponent(d.publicId)+'?lang='+encodeURIComponent(d.lang),{headers:{accept:'application/json'}})
.then(function(r){return r.ok?r.json():null}).then(function(s){if(s)show(s)}).catch(function(){})}
setInterval(refresh,(Number(d.refresh)||60)*1000);document.addEventListener('visibilitychange',refresh)})()`
