import { chromium } from 'playwright-core';
import { createServer } from 'node:http';
import { readFileSync, existsSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
const dir = path.resolve(process.argv[2]); const SUB='/deepglyph/';
const TYPES={'.html':'text/html','.js':'text/javascript','.wasm':'application/wasm','.json':'application/json','.svg':'image/svg+xml'};
const server = createServer((req,res)=>{const url=new URL(req.url,'http://x'); let file=path.join(dir,decodeURIComponent(url.pathname.slice(SUB.length)));
 if(existsSync(file)&&statSync(file).isDirectory()) file=path.join(file,'index.html'); if(!existsSync(file)){res.writeHead(404).end();return;}
 res.writeHead(200,{'Content-Type':TYPES[path.extname(file)]||'application/octet-stream','Content-Encoding':'gzip'}); res.end(gzipSync(readFileSync(file)));});
await new Promise(r=>server.listen(0,'127.0.0.1',r));
const url=`http://127.0.0.1:${server.address().port}${SUB}`;
for (let i=0;i<3;i++){
const b=await chromium.launch({executablePath:'/usr/bin/chromium',args:['--no-sandbox','--disable-gpu']});
const p=await b.newPage({viewport:{width:Number(process.env.W||1280),height:Number(process.env.H||800)}});
await p.addInitScript(()=>{window.__lt=[];new PerformanceObserver(l=>{for(const e of l.getEntries())window.__lt.push([Math.round(e.startTime),Math.round(e.duration)]);}).observe({type:'longtask',buffered:true});});
await p.goto(url); await p.waitForFunction(()=>window.Module&&Module.readyAt!==undefined);
await p.waitForTimeout(1500);
const r=await p.evaluate(()=>({lt:window.__lt,marks:performance.getEntriesByType('mark').map(m=>m.name+'@'+Math.round(m.startTime)).join(' ')}));
console.log(JSON.stringify(r.lt), r.marks);
await b.close();}
server.close();
