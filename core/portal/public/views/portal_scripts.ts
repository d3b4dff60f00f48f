/**
 * The guest portal's only scripts, inline with the page's nonce; the pages work the same without them.
 *
 * PORTAL_FORM_SCRIPT sends a form through the JSON API (`POST /rest/public/portal/{id}/authorize`, or
 * `/rest/public/portalclient` for a returning guest) so that a refused form shows its errors without a reload, and
 * goes to the landing URL or the "we are connecting you" page. Anything unexpected (no fetch, a network error, the
 * browser-POST handoff, the sample page) falls back to posting the plain form.
 */
export const PORTAL_FORM_SCRIPT = `(function(){
var lang=document.body.getAttribute('data-lang')||'en';
function clear(form){var old=form.querySelectorAll('.js-error');for(var i=0;i<old.length;i++)old[i].parentNode.removeChild(old[i]);var bad=form.querySelectorAll('[aria-invalid]');for(var j=0;j<bad.length;j++)bad[j].removeAttribute('aria-invalid')}
function note(text,cls){var p=document.createElement('p');p.className=cls+' js-error';p.setAttribute('role','alert');p.textContent=text;return p}
function show(form,body){clear(form);var repeats=(body.errors||[]).some(function(e){return e.message===body.message&&form.querySelector('[name="'+e.field+'"]')});if(!repeats)form.insertBefore(note(body.message,'banner error'),form.firstChild);(body.errors||[]).forEach(function(e){var input=form.querySelector('[name="'+e.field+'"]');if(!input)return;input.setAttribute('aria-invalid','true');var holder=input.closest('label.check')||input.parentNode;holder.parentNode.insertBefore(note(e.message,'field-error'),holder.nextSibling)});var first=form.querySelector('[aria-invalid]');if(first)first.focus()}
var forms=document.querySelectorAll('form[data-enhance]');
Array.prototype.forEach.call(forms,function(form){form.addEventListener('submit',function(event){
if(!window.fetch||!window.FormData||(event.submitter&&event.submitter.hasAttribute('formaction')))return;
event.preventDefault();
var button=form.querySelector('button[type=submit]');var label=button.textContent;button.disabled=true;button.textContent=button.getAttribute('data-busy');
function plain(){form.submit()}
var data={};new FormData(form).forEach(function(v,k){data[k]=v});
if(data.sample){return plain()}
var mode=data.mode,id=data.portal,body={};
Object.keys(data).forEach(function(k){if(k!=='mode'&&k!=='portal'&&data[k]!=='')body[k]=data[k]});
['optIn','terms'].forEach(function(k){body[k]=data[k]==='true'});
if(body.vid)body.vid=Number(body.vid);
var url='/rest/public/portal/'+encodeURIComponent(id)+'/authorize';
if(mode==='returning'){url='/rest/public/portalclient';body.portal=id}
fetch(url,{method:'POST',credentials:'same-origin',headers:{'content-type':'application/json',accept:'application/json','accept-language':lang},body:JSON.stringify(body)})
.then(function(r){return r.json().then(function(j){return{status:r.status,body:j}})})
.then(function(res){var b=res.body||{};
if(res.status===201){if(b.browserLogin)return plain();location.href=b.status==='authorized'?b.redirectUrl:b.statusUrl;return}
if(res.status>=400&&res.status<500&&res.status!==429&&b.message){button.disabled=false;button.textContent=label;return show(form,b)}
plain()}).catch(plain)})})})()`

/** The "we are connecting you" page asks for the sign-in's status every 2 s and moves on as soon as it changed. */
export const CONNECTING_SCRIPT = `(function(){
var token=document.body.getAttribute('data-token');if(!token||!window.fetch)return;
function later(){setTimeout(poll,2000)}
function poll(){fetch('/rest/public/portalclient/'+encodeURIComponent(token),{headers:{accept:'application/json'},credentials:'same-origin'})
.then(function(r){return r.ok?r.json():null}).then(function(s){
if(s&&s.status==='authorized'&&s.redirectUrl){location.replace(s.redirectUrl)}else if(s&&s.status==='failed'){location.reload()}else{later()}}).catch(later)}
later()})()`

/** Browser-POST mode: the guest's browser posts the device's login form on its own (the button is the fallback). */
export const HANDOFF_SCRIPT = `(function(){var form=document.getElementById('device-login');if(form)form.submit()})()`
