// Imported by `tracer.ts` before Powertools' Tracer: the X-Ray SDK sets itself up when it is loaded, and in its
// automatic mode it hooks every promise of the process (cls-hooked's async hooks). Where the Tracer will be off
// anyway (not in Lambda, or POWERTOOLS_TRACE_ENABLED=false: the local runtime, the tests) it is loaded in manual
// mode instead, so the local runtime pays nothing for traces nobody sends.
const inLambda = Boolean(process.env.AWS_EXECUTION_ENV);
const turnedOff = process.env.POWERTOOLS_TRACE_ENABLED?.trim().toLowerCase() === 'false';
if (!inLambda || turnedOff) process.env.AWS_XRAY_MANUAL_MODE ??= 'true';

export {};
