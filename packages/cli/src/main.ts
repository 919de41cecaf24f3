import 'reflect-metadata';
import { nodeIo } from './cli-io';
import { runCli } from './run-cli';

process.exitCode = await runCli(process.argv.slice(2), nodeIo());
