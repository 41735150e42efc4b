import { chromium } from 'playwright-core';
import { createServer } from 'node:http';
import { readFileSync, existsSync, statSync } from 'node:fs';
import path from 'node:path';
const dir = path.resolve(process.argv[2]); const SUB='/deepglyph/';
const TYPES={'.html':'text/html','.js':'text/javascript','.wasm':'application/wasm'};
const server = createServer((req,res)=>{const url=new URL(req.url,'http://x'); let file=path.join(dir,decodeURIComponent(url.pathname.slice(SUB.length)));
 if(existsSync(file)&&statSync(file).isDirectory()) file=path.join(file,'index.html'); if(!existsSync(file)){res.writeHead(404).end();return;}
 res.writeHead(200,{'Content-Type':TYPES[path.extname(file)]||'application/octet-stream'}); res.end(readFileSync(file));});
await new Promise(r=>server.listen(0,'127.0.0.1',r));
const b=await chromium.launch({executablePath:'/usr/bin/chromium',args:['--no-sandbox','--disable-gpu']});
const p=await b.newPage();
await p.goto(`http://127.0.0.1:${server.address().port}${SUB}`); await p.waitForFunction(()=>window.Module&&Module.readyAt!==undefined);
console.log(await p.evaluate(()=>{const c=document.querySelector('canvas'); const g=c.getContext('webgl')||c.getContext('webgl2'); return JSON.stringify(g&&g.getContextAttributes())+' '+c.width+'x'+c.height+' '+(g&&g.getParameter(g.VERSION))+' '+(g&&g.getParameter(g.RENDERER));}));
await b.close(); server.close();
