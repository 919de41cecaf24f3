import axios, { type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';

export type Answer = { status: number; data: unknown } | 'network';

/** An axios instance whose adapter records requests and answers from a script. */
export const fakeAxios = (answer: (config: InternalAxiosRequestConfig) => Answer) => {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const a = answer(config);
    if (a === 'network') throw new Error('socket hang up');
    return { status: a.status, statusText: '', headers: {}, config, data: a.data };
  };
  return { instance: axios.create({ adapter }), seen };
};
