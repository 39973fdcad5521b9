// SPDX-License-Identifier: GPL-2.0
/*
 * window.c - the thread that opens and closes the trace window
 */
#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "instance.h"
#include "msg.h"
#include "strbuf.h"
#include "window.h"
#include "workload.h"

#define YEAR_S (365 * 86400.0)

/* seconds - digits with one '.' at most (strtod would take " 2", "+2",
 * "inf", "1e3" and "0x10"), up to a year; *@end after them */
static int seconds(const char *s, const char **end, double *v)
{
	size_t n = strspn(s, "0123456789.");
	const char *dot = memchr(s, '.', n);

	if (!n || !isdigit((unsigned char)s[0]) || (dot && memchr(dot + 1, '.', n - (dot - s) - 1)))
		return -1;
	*v = strtod(s, NULL);
	if (!(*v <= YEAR_S))
		return -1;
	*end = s + n;
	return 0;
}

int window_parse(const char *arg, struct trace_window *tw)
{
	const char *end;

	if (seconds(arg, &end, &tw->start_s) < 0)
		return -1;
	tw->len_s = -1;
	if (*end == ',' && (seconds(end + 1, &end, &tw->len_s) < 0 || !(tw->len_s > 0)))
		return -1;
	return *end ? -1 : 0;
}

static struct timespec ts_of(uint64_t ns)
{
	struct timespec t = { .tv_sec = (time_t)(ns / 1000000000),
			      .tv_nsec = (long)(ns % 1000000000) };

	return t;
}

/* wait_until - sleep until @ns or window_end(); 1 when stopped (lock held) */
static int wait_until(struct trace_window *tw, uint64_t ns)
{
	struct timespec t = ts_of(ns);

	while (!tw->stop && mono_ns() < ns)
		if (pthread_cond_timedwait(&tw->cond, &tw->lock, &t) == ETIMEDOUT)
			break;
	return tw->stop;
}

/* ppid_of - the parent of process @pid from /proc/PID/stat; -1 if gone */
static int ppid_of(int pid)
{
	char path[64], buf[512], *rp;
	ssize_t n;
	int fd, ppid;

	snprintf(path, sizeof(path), "/proc/%d/stat", pid);
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return -1;
	n = read(fd, buf, sizeof(buf) - 1);
	close(fd);
	if (n <= 0)
		return -1;
	buf[n] = '\0';
	/* the comm is in parentheses and may hold any byte: after the last ')' */
	rp = strrchr(buf, ')');
	if (!rp || sscanf(rp + 1, " %*c %d", &ppid) != 1)
		return -1;
	return ppid;
}

/* add_threads - the threads of process @pid, "tid," each */
static void add_threads(struct strbuf *sb, int pid)
{
	char path[64];
	struct dirent *e;
	DIR *d;

	snprintf(path, sizeof(path), "/proc/%d/task", pid);
	d = opendir(path);
	while (d && (e = readdir(d)))
		if (isdigit((unsigned char)e->d_name[0]))
			sb_printf(sb, "%s,", e->d_name);
	if (d)
		closedir(d);
}

/*
 * list_tasks - the threads of @root and of its descendants now: every
 * process's parent read once, then the tree walked from @root
 * Return: "tid,tid" (malloc'ed), or NULL.
 */
static char *list_tasks(int root)
{
	struct strbuf sb = STRBUF_INIT;
	int *pid = NULL, *ppid = NULL, n = 0, cap = 0, i, j, grew;
	uint8_t *in = NULL;
	struct dirent *e;
	DIR *d = opendir("/proc");

	while (d && (e = readdir(d))) {
		int p = isdigit((unsigned char)e->d_name[0]) ? atoi(e->d_name) : 0, pp;

		if (p <= 0 || (pp = ppid_of(p)) < 0)
			continue;
		if (n == cap) {
			int *a = realloc(pid, (cap * 2 + 64) * sizeof(*a));
			int *b = a ? realloc(ppid, (cap * 2 + 64) * sizeof(*b)) : NULL;

			if (a)
				pid = a;
			if (!b)
				break;
			ppid = b;
			cap = cap * 2 + 64;
		}
		pid[n] = p;
		ppid[n++] = pp;
	}
	if (d)
		closedir(d);
	in = calloc(n ? n : 1, 1);
	/* descendants: until no process joins (deep trees take a pass a level) */
	for (grew = 1; in && grew;) {
		grew = 0;
		for (i = 0; i < n; i++) {
			if (in[i])
				continue;
			if (pid[i] == root) {
				in[i] = grew = 1;
				continue;
			}
			for (j = 0; j < n; j++)
				if (in[j] && pid[j] == ppid[i])
					break;
			if (j < n)
				in[i] = grew = 1;
		}
	}
	for (i = 0; in && i < n; i++)
		if (in[i])
			add_threads(&sb, pid[i]);
	free(in);
	free(pid);
	free(ppid);
	if (sb.len)
		sb.buf[--sb.len] = '\0'; /* the last comma */
	if (sb.oom) {
		sb_free(&sb);
		return NULL;
	}
	return sb.buf;
}

static void *window_thread(void *arg)
{
	struct trace_window *tw = arg;
	uint64_t on = tw->t0 + (uint64_t)llround(tw->start_s * 1e9);

	pthread_mutex_lock(&tw->lock);
	if (!wait_until(tw, on)) {
		tw->on_ns = mono_ns();
		if (inst_start(tw->ti) < 0) {
			tw->on_err = errno ? errno : EIO;
			tw->err_what = "on";
		}
		tw->on_done_ns = mono_ns();
		/* after tracing is on: a fork since is in the trace as well */
		if (tw->root > 0)
			tw->tasks = list_tasks(tw->root);
		if (tw->len_s > 0 &&
		    !wait_until(tw, on + (uint64_t)llround(tw->len_s * 1e9))) {
			tw->off_begin_ns = mono_ns();
			if (inst_stop(tw->ti) < 0 && !tw->on_err) {
				tw->on_err = errno ? errno : EIO;
				tw->err_what = "off";
			}
			tw->off_ns = mono_ns();
			tw->closed = 1;
		}
	}
	pthread_mutex_unlock(&tw->lock);
	return NULL;
}

int window_start(struct trace_window *tw, struct trace_inst *ti, uint64_t t0)
{
	pthread_condattr_t ca;
	int err;

	tw->ti = ti;
	tw->t0 = t0;
	pthread_condattr_init(&ca);
	pthread_condattr_setclock(&ca, CLOCK_MONOTONIC);
	pthread_cond_init(&tw->cond, &ca);
	pthread_condattr_destroy(&ca);
	pthread_mutex_init(&tw->lock, NULL);
	err = pthread_create(&tw->thread, NULL, window_thread, tw);
	if (err) {
		pt_err("--window: cannot start its thread: %s", strerror(err));
		pthread_cond_destroy(&tw->cond);
		pthread_mutex_destroy(&tw->lock);
		return -1;
	}
	tw->started = 1;
	return 0;
}

void window_end(struct trace_window *tw)
{
	if (!tw->started)
		return;
	pthread_mutex_lock(&tw->lock);
	tw->stop = 1;
	pthread_cond_signal(&tw->cond);
	pthread_mutex_unlock(&tw->lock);
	pthread_join(tw->thread, NULL);
	tw->started = 0;
	pthread_cond_destroy(&tw->cond);
	pthread_mutex_destroy(&tw->lock);
	if (tw->on_ns && !tw->closed) {
		tw->off_begin_ns = mono_ns();
		inst_stop(tw->ti);
		tw->off_ns = mono_ns();
		tw->closed = 1;
	}
}

void window_free(struct trace_window *tw)
{
	free(tw->tasks);
	tw->tasks = NULL;
}
