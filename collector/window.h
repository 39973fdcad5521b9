/* SPDX-License-Identifier: GPL-2.0 */
/*
 * window - record --window START[,LENGTH]: the tracepoints only from START
 * seconds after the workload started, for LENGTH seconds (to its end
 * without one), while the counters, the energy and the workload's results
 * are of the whole run.
 *
 * A thread of its own turns the instance's tracing_on on and off at those
 * times (CLOCK_MONOTONIC, absolute, so that a late wakeup does not move the
 * end); the readers run from the start to the end of the run as always, so
 * that what the window's last sub-buffers hold is drained, not lost.  Each
 * write of tracing_on is timed on both sides: no event lies before the
 * first write began or after the last one returned, and none between the
 * first's return and the last's beginning is left out.
 *
 * The forks of the workload's tasks before the window are not in it: the
 * threads of the workload's process and of its descendants at the opening
 * are kept (meta trace_window_workload_pids), so that the analyzer knows
 * them for the workload's.
 */
#ifndef PT_WINDOW_H
#define PT_WINDOW_H

#include <pthread.h>
#include <stdint.h>

struct trace_inst;

struct trace_window {
	double start_s;  /* START */
	double len_s;    /* LENGTH; < 0: to the end of the run */
	/* the thread's; read after window_end() */
	uint64_t on_ns;   /* before tracing_on was written 1; 0: the window never opened */
	uint64_t on_done_ns; /* after that write returned */
	uint64_t off_begin_ns; /* before tracing_on was written 0 */
	uint64_t off_ns;  /* after that write returned */
	int on_err;      /* errno of a write that failed, 0 if none */
	const char *err_what; /* "on" or "off": which */
	int root;        /* the workload's pid: its tasks are listed; 0 none */
	char *tasks;     /* "pid,pid,...": its threads and descendants' at the
			  * opening (window_free() frees it); NULL none */
	/* private */
	struct trace_inst *ti;
	uint64_t t0;
	pthread_t thread;
	pthread_mutex_t lock;
	pthread_cond_t cond;
	int started, stop, closed;
};

/**
 * window_parse - START[,LENGTH], seconds, START >= 0, LENGTH > 0, each up to
 * a year
 * Return: 0, or -1 (nothing said).
 */
int window_parse(const char *arg, struct trace_window *tw);

/**
 * window_start - start the thread that opens the window at @t0 + START and
 * closes it LENGTH later; @t0 is the workload's start (CLOCK_MONOTONIC)
 * Return: 0, or -1 (printed).
 */
int window_start(struct trace_window *tw, struct trace_inst *ti, uint64_t t0);

/**
 * window_end - the run has ended: stop the thread (a window not yet open
 * never opens) and join it; tracing is turned off and, when the window was
 * open until now, its end noted.  Safe on a window never started.
 */
void window_end(struct trace_window *tw);

/* window_free - free what window_end() leaves: the task list */
void window_free(struct trace_window *tw);

#endif
