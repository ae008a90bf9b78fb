#!/usr/bin/env node
// Shim: runs the compiled CLI (npm run build writes dist/cli.js).
import { main } from '../dist/cli.js';

await main(process.argv);
