// SPDX-License-Identifier: GPL-2.0
/*
 * spool.c - per-CPU splice readers.
 *
 * libtracefs 1.6: tracefs_cpu_pipe() moves nothing on a fresh handle until
 * tracefs_cpu_write() has been called once, so the readers loop on
 * tracefs_cpu_write(); at the end tracefs_cpu_stop() wakes a blocked reader
 * and tracefs_cpu_flush_write() drains the rest.
 */
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "msg.h"
#include "spool.h"

struct spool_cpu {
	struct spool *s;
	int fd;
	struct tracefs_cpu *tcpu;
	pthread_t thread;
	int started;
	int err; /* errno of a failed write, 0 if none */
	char path[4096];
};

struct spool {
	int nr_cpus;
	volatile int stopping;
	struct spool_cpu *cpus;
};

static void *reader(void *arg)
{
	struct spool_cpu *c = arg;
	int ret;

	while (!c->s->stopping) {
		ret = tracefs_cpu_write(c->tcpu, c->fd, false);
		if (ret > 0)
			continue;
		if (ret < 0 && errno != EINTR && errno != EAGAIN && !c->s->stopping) {
			c->err = errno;
			break;
		}
	}
	return NULL;
}

struct spool *spool_start(struct tracefs_instance *inst, int nr_cpus, const char *dir)
{
	struct spool *s = calloc(1, sizeof(*s));
	int i;

	if (!s)
		return NULL;
	s->nr_cpus = nr_cpus;
	s->cpus = calloc(nr_cpus, sizeof(*s->cpus));
	if (!s->cpus)
		goto out_free;
	for (i = 0; i < nr_cpus; i++)
		s->cpus[i].fd = -1;
	for (i = 0; i < nr_cpus; i++) {
		struct spool_cpu *c = &s->cpus[i];

		c->s = s;
		snprintf(c->path, sizeof(c->path), "%s/cpu%d.raw", dir, i);
		c->fd = open(c->path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
		if (c->fd < 0) {
			pt_err("%s: %s", c->path, strerror(errno));
			goto out_stop;
		}
		c->tcpu = tracefs_cpu_open(inst, i, false);
		if (!c->tcpu)
			continue; /* an offline CPU has nothing to read */
		if (pthread_create(&c->thread, NULL, reader, c)) {
			pt_err("cannot start the reader of CPU %d", i);
			goto out_stop;
		}
		c->started = 1;
	}
	return s;

out_stop:
	spool_stop(s);
	spool_free(s);
	return NULL;
out_free:
	free(s);
	return NULL;
}

int spool_stop(struct spool *s)
{
	int i, ret = 0, n;

	s->stopping = 1;
	for (i = 0; i < s->nr_cpus; i++)
		if (s->cpus[i].started)
			tracefs_cpu_stop(s->cpus[i].tcpu);
	for (i = 0; i < s->nr_cpus; i++) {
		struct spool_cpu *c = &s->cpus[i];

		if (!c->started)
			continue;
		pthread_join(c->thread, NULL);
		c->started = 0;
		while ((n = tracefs_cpu_flush_write(c->tcpu, c->fd)) > 0)
			;
		if (n < 0 && !c->err && errno != EAGAIN && errno != ENODATA)
			c->err = errno;
		if (c->err) {
			pt_err("%s: %s", c->path, strerror(c->err));
			ret = -1;
		}
	}
	/* An open trace_pipe_raw keeps the instance busy: close them all now. */
	for (i = 0; i < s->nr_cpus; i++) {
		if (s->cpus[i].tcpu)
			tracefs_cpu_close(s->cpus[i].tcpu);
		s->cpus[i].tcpu = NULL;
	}
	return ret;
}

void spool_free(struct spool *s)
{
	int i;

	if (!s)
		return;
	for (i = 0; i < s->nr_cpus; i++) {
		if (s->cpus[i].tcpu)
			tracefs_cpu_close(s->cpus[i].tcpu);
		if (s->cpus[i].fd >= 0)
			close(s->cpus[i].fd);
	}
	free(s->cpus);
	free(s);
}
