/// <reference lib="dom" />
import { startCardFrame } from './card-frame.script';

startCardFrame(window);
