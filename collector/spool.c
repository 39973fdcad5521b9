// SPDX-License-Identifier: GPL-2.0
/*
 * spool.c - per-CPU splice readers.
 *
 * The readers use trace_pipe_raw directly rather than libtracefs's
 * tracefs_cpu_write(): that one waits for the watermark before every
 * pipe-sized splice, so the buffer stays about buffer_percent full and only
 * the rest of it is slack; and what a failed write leaves in its pipe is
 * neither written nor counted.  Here a reader waits in poll() (which honours
 * buffer_percent) and then splices until nothing is left, through a pipe of
 * its own into the file; when the file cannot take the data, the data is
 * still read out of the pipe, a sub-buffer at a time, and its events are
 * counted as lost.  The partly filled sub-buffers are read (not spliced:
 * splice only moves full ones) after tracing was turned off.
 */
#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <kbuffer.h>
#include <poll.h>
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/eventfd.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include "litter.h"
#include "msg.h"
#include "rundb.h"
#include "spool.h"
#include "spoolread.h"

#ifndef SCHED_RESET_ON_FORK
#define SCHED_RESET_ON_FORK 0x40000000
#endif

#define PIPE_BYTES (1 << 20) /* what one splice may move: fewer system calls */

struct spool_cpu {
	struct spool *s;
	int cpu;
	int trace_fd; /* per_cpu/cpuN/trace_pipe_raw */
	int pipe[2];
	int pipe_size;
	int fd; /* cpuN.raw */
	pthread_t thread;
	int started;
	/* the reader's; the main thread reads them after the join */
	int policy_err;   /* errno of sched_setscheduler(), 0 if none */
	int read_err;     /* errno of a failed splice from trace_pipe_raw */
	int write_err;    /* errno of the first failed write */
	int failing;      /* the last write failed: the rest of this drain is counted */
	int no_splice;    /* the file system cannot splice: read and write */
	uint64_t written; /* bytes in the file */
	char *page;       /* a sub-buffer: the one being counted, or a bounce buffer */
	size_t page_fill;
	struct kbuffer *kbuf;
	struct spool_loss *losses;
	int nr_losses, loss_open;
	unsigned long wakeups;
	uint64_t moved, peak; /* bytes in all, the most one wakeup moved */
	uint64_t cpu_ns;
	char path[4096];
};

struct spool {
	int nr_cpus;
	int stop_fd; /* eventfd: readable once the readers are to finish */
	struct spool_opts o;
	int lsize;
	struct spool_cpu *cpus;
	struct spool_loss *losses;
	int nr_losses;
	char *error;
	char policy[160];
	int realtime;
};

/* note_loss - count one sub-buffer that could not be written */
static void note_loss(struct spool_cpu *c, char *page)
{
	int subbuf = c->s->o.subbuf_size;
	unsigned long long ts = 0, t, last = 0;
	long long events = 0;
	int missed = 0, parsed = 0;
	struct spool_loss *l;

	if (c->kbuf && spool_subbuf_ok(page, subbuf, subbuf, c->s->lsize) &&
	    kbuffer_load_subbuffer(c->kbuf, page) == 0) {
		parsed = 1;
		missed = kbuffer_missed_events(c->kbuf);
		if (kbuffer_read_event(c->kbuf, &ts))
			for (events = 1, last = ts; kbuffer_next_event(c->kbuf, &t); events++)
				last = t;
	}
	if (!c->loss_open || !c->nr_losses) {
		l = realloc(c->losses, (c->nr_losses + 1) * sizeof(*l));
		if (l) {
			c->losses = l;
			l = &c->losses[c->nr_losses++];
			memset(l, 0, sizeof(*l));
			l->cpu = c->cpu;
			l->ts = ts;
		} else if (!c->nr_losses) {
			return; /* out of memory before the first: the message still says it */
		}
		c->loss_open = 1;
	}
	l = &c->losses[c->nr_losses - 1];
	if (!l->ts)
		l->ts = ts;
	if (last > l->ts_end)
		l->ts_end = last;
	l->events += events;
	l->bytes += subbuf;
	if (!parsed || missed < 0)
		l->missed = -1;
	else if (l->missed >= 0)
		l->missed += missed;
}

/*
 * write_failed - the file took @err instead of data: give back a sub-buffer
 * it holds only part of (the rest is in the pipe, or in @page), so that the
 * file ends on a whole one, and count from here on
 */
static void write_failed(struct spool_cpu *c, int err, int take_back)
{
	size_t partial = c->written % (size_t)c->s->o.subbuf_size;

	if (!c->write_err)
		c->write_err = err;
	c->failing = 1;
	if (!partial)
		return;
	if (take_back && pread(c->fd, c->page, partial, (off_t)(c->written - partial)) !=
				 (ssize_t)partial)
		memset(c->page, 0, partial); /* unreadable: counted as some lost */
	c->written -= partial;
	if (ftruncate(c->fd, (off_t)c->written) < 0 ||
	    lseek(c->fd, (off_t)c->written, SEEK_SET) < 0) {
		/* the torn sub-buffer stays; spoolread skips it */
	}
	if (take_back)
		c->page_fill = partial;
}

/* out_page - write a sub-buffer held in memory, or count it */
static void out_page(struct spool_cpu *c, char *buf, size_t len)
{
	size_t off = 0;

	while (!c->failing && off < len) {
		ssize_t m = write(c->fd, buf + off, len - off);

		if (m > 0) {
			off += m;
			c->written += m;
		} else if (m < 0 && errno == EINTR) {
			continue;
		} else {
			write_failed(c, m < 0 ? errno : ENOSPC, 0);
		}
	}
	if (off == len)
		c->loss_open = 0;
	else
		note_loss(c, buf);
}

/* move_out - the @n bytes in the pipe into the file, or counted */
static void move_out(struct spool_cpu *c, size_t n)
{
	size_t subbuf = c->s->o.subbuf_size;
	ssize_t m;

	while (n > 0) {
		if (c->failing || c->no_splice) {
			size_t want = c->failing ? subbuf - c->page_fill : subbuf;

			m = read(c->pipe[0], c->page + c->page_fill, want < n ? want : n);
			if (m < 0 && errno == EINTR)
				continue;
			if (m <= 0)
				return; /* cannot be: the pipe holds n bytes */
			n -= m;
			if (!c->failing) {
				out_page(c, c->page, m);
				continue;
			}
			c->page_fill += m;
			if (c->page_fill == subbuf) {
				note_loss(c, c->page);
				c->page_fill = 0;
			}
			continue;
		}
		m = splice(c->pipe[0], NULL, c->fd, NULL, n, SPLICE_F_MOVE);
		if (m > 0) {
			n -= m;
			c->written += m;
			c->loss_open = 0;
		} else if (m < 0 && errno == EINTR) {
			continue;
		} else if (m < 0 && errno == EINVAL) {
			c->no_splice = 1; /* this file system cannot splice */
		} else {
			write_failed(c, m < 0 ? errno : ENOSPC, 1);
		}
	}
}

/* drain - splice every full sub-buffer there is */
static void drain(struct spool_cpu *c)
{
	uint64_t moved = 0;
	ssize_t n;

	c->failing = 0; /* try the file again: the disk may have room by now */
	for (;;) {
		n = splice(c->trace_fd, NULL, c->pipe[1], NULL, c->pipe_size,
			   SPLICE_F_MOVE | SPLICE_F_NONBLOCK);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0) {
			if (n < 0 && errno != EAGAIN && !c->read_err)
				c->read_err = errno;
			break;
		}
		moved += n;
		move_out(c, n);
	}
	c->moved += moved;
	if (moved > c->peak)
		c->peak = moved;
}

/* flush_partial - after tracing is off: the sub-buffers splice leaves */
static void flush_partial(struct spool_cpu *c)
{
	char *buf = malloc(c->s->o.subbuf_size);
	ssize_t n;

	if (!buf)
		return;
	c->failing = 0;
	for (;;) {
		n = read(c->trace_fd, buf, c->s->o.subbuf_size);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			break;
		c->moved += n;
		out_page(c, buf, n);
	}
	free(buf);
}

static void *reader(void *arg)
{
	struct spool_cpu *c = arg;
	struct pollfd pfd[2] = {
		{ .fd = c->trace_fd, .events = POLLIN },
		{ .fd = c->s->stop_fd, .events = POLLIN },
	};
	struct sched_param sp = { .sched_priority = c->s->o.rt_prio };
	struct timespec ts;

	/* our own threads only: the workload was forked from the main thread */
	if (sp.sched_priority && sched_setscheduler(0, SCHED_FIFO | SCHED_RESET_ON_FORK, &sp) < 0)
		c->policy_err = errno;
	for (;;) {
		uint64_t before = c->moved;

		if (poll(pfd, 2, -1) < 0) {
			if (errno == EINTR)
				continue;
			c->read_err = errno;
			break;
		}
		if (pfd[1].revents)
			break;
		if (pfd[0].revents & (POLLERR | POLLNVAL)) {
			c->read_err = EIO;
			break;
		}
		if (!(pfd[0].revents & POLLIN))
			continue;
		c->wakeups++;
		drain(c);
		if (c->moved == before) {
			/* ready, yet no full sub-buffer: never spin at our priority */
			struct timespec pause = { 0, 1000000 };

			nanosleep(&pause, NULL);
		}
	}
	drain(c);
	flush_partial(c);
	if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts) == 0)
		c->cpu_ns = (uint64_t)ts.tv_sec * 1000000000ULL + (uint64_t)ts.tv_nsec;
	return NULL;
}

/* open_cpu - the file, trace_pipe_raw and the pipe of one CPU; 1 if it has a buffer */
static int open_cpu(struct spool *s, struct spool_cpu *c, struct tracefs_instance *inst,
		    const char *dir)
{
	char file[64];

	snprintf(c->path, sizeof(c->path), "%s/cpu%d.raw", dir, c->cpu);
	snprintf(file, sizeof(file), "cpu%d.raw", c->cpu);
	/* never through a symbolic link: a --keep-spool folder may be anyone's */
	c->fd = openat(s->o.dir_fd, file, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC,
		       0600);
	if (c->fd < 0) {
		pt_err("%s: %s", c->path, strerror(errno));
		return -1;
	}
	snprintf(file, sizeof(file), "per_cpu/cpu%d/trace_pipe_raw", c->cpu);
	c->trace_fd = tracefs_instance_file_open(inst, file, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
	if (c->trace_fd < 0)
		return 0; /* an offline CPU has nothing to read */
	if (pipe2(c->pipe, O_CLOEXEC) < 0) {
		pt_err("pipe: %s", strerror(errno));
		return -1;
	}
	fcntl(c->pipe[1], F_SETPIPE_SZ, PIPE_BYTES); /* a smaller pipe works too */
	c->pipe_size = fcntl(c->pipe[1], F_GETPIPE_SZ);
	if (c->pipe_size < s->o.subbuf_size)
		c->pipe_size = s->o.subbuf_size;
	c->page = malloc(s->o.subbuf_size);
	if (!c->page)
		return -1;
	c->kbuf = kbuffer_alloc(s->lsize == 4 ? KBUFFER_LSIZE_4 : KBUFFER_LSIZE_8,
				tep_is_file_bigendian(s->o.tep) ? KBUFFER_ENDIAN_BIG :
								  KBUFFER_ENDIAN_LITTLE);
	return 1;
}

struct spool *spool_start(struct tracefs_instance *inst, int nr_cpus, const char *dir,
			  const struct spool_opts *o)
{
	struct spool *s = calloc(1, sizeof(*s));
	sigset_t all, old;
	int i, rc;

	if (!s)
		return NULL;
	s->o = *o;
	s->nr_cpus = nr_cpus;
	s->lsize = tep_get_long_size(o->tep) == 4 ? 4 : 8;
	s->stop_fd = eventfd(0, EFD_CLOEXEC);
	s->cpus = calloc(nr_cpus, sizeof(*s->cpus));
	if (s->stop_fd < 0 || !s->cpus) {
		pt_err("cannot set up the spool readers: %s", strerror(errno ? errno : ENOMEM));
		if (s->stop_fd >= 0)
			close(s->stop_fd);
		free(s->cpus);
		free(s);
		return NULL;
	}
	for (i = 0; i < nr_cpus; i++) {
		struct spool_cpu *c = &s->cpus[i];

		c->s = s;
		c->cpu = i;
		c->fd = c->trace_fd = c->pipe[0] = c->pipe[1] = -1;
	}
	/* signals are the main thread's (its self-pipe); the readers block them */
	sigfillset(&all);
	pthread_sigmask(SIG_BLOCK, &all, &old);
	for (i = 0; i < nr_cpus; i++) {
		struct spool_cpu *c = &s->cpus[i];

		rc = open_cpu(s, c, inst, dir);
		if (rc < 0)
			goto out_stop;
		if (!rc)
			continue;
		if (pthread_create(&c->thread, NULL, reader, c)) {
			pt_err("cannot start the reader of CPU %d", i);
			goto out_stop;
		}
		c->started = 1;
	}
	pthread_sigmask(SIG_SETMASK, &old, NULL);
	return s;

out_stop:
	pthread_sigmask(SIG_SETMASK, &old, NULL);
	spool_stop(s);
	spool_free(s);
	return NULL;
}

/* gather - after the join: policy, losses and errors of every reader */
static int gather(struct spool *s)
{
	int i, j, ret = 0, started = 0, policy_err = 0;

	for (i = 0; i < s->nr_cpus; i++) {
		struct spool_cpu *c = &s->cpus[i];
		long long events = 0;
		struct spool_loss *l;

		if (c->trace_fd < 0)
			continue;
		started++;
		if (c->policy_err && !policy_err)
			policy_err = c->policy_err;
		if (c->read_err)
			pt_err("%s: reading CPU %d's ring buffer: %s", c->path, c->cpu,
			       strerror(c->read_err));
		if (!c->write_err)
			continue;
		ret = -1;
		for (j = 0; j < c->nr_losses; j++)
			events += c->losses[j].events;
		pt_err("%s: %s: %lld events not written", c->path, strerror(c->write_err), events);
		if (!s->error && asprintf(&s->error, "%s: %s", c->path, strerror(c->write_err)) < 0)
			s->error = NULL;
		l = realloc(s->losses, (s->nr_losses + c->nr_losses) * sizeof(*l));
		if (!l)
			continue;
		s->losses = l;
		memcpy(s->losses + s->nr_losses, c->losses, c->nr_losses * sizeof(*l));
		s->nr_losses += c->nr_losses;
	}
	if (!s->o.rt_prio)
		snprintf(s->policy, sizeof(s->policy), "SCHED_OTHER (realtime off)");
	else if (policy_err)
		snprintf(s->policy, sizeof(s->policy), "SCHED_OTHER (SCHED_FIFO %d refused: %s)",
			 s->o.rt_prio, strerror(policy_err));
	else
		snprintf(s->policy, sizeof(s->policy), "SCHED_FIFO %d", s->o.rt_prio);
	s->realtime = s->o.rt_prio && !policy_err && started;
	return ret;
}

int spool_stop(struct spool *s)
{
	uint64_t one = 1;
	int i;

	if (write(s->stop_fd, &one, sizeof(one)) != sizeof(one))
		pt_err("cannot stop the spool readers: %s", strerror(errno));
	for (i = 0; i < s->nr_cpus; i++) {
		struct spool_cpu *c = &s->cpus[i];

		if (!c->started)
			continue;
		pthread_join(c->thread, NULL);
		c->started = 0;
	}
	/* An open trace_pipe_raw keeps the instance busy: close them all now. */
	for (i = 0; i < s->nr_cpus; i++) {
		struct spool_cpu *c = &s->cpus[i];

		if (c->pipe[0] >= 0)
			close(c->pipe[0]);
		if (c->pipe[1] >= 0)
			close(c->pipe[1]);
		c->pipe[0] = c->pipe[1] = -1;
	}
	i = gather(s);
	for (int k = 0; k < s->nr_cpus; k++) {
		if (s->cpus[k].trace_fd >= 0)
			close(s->cpus[k].trace_fd);
		s->cpus[k].trace_fd = -1;
	}
	return i;
}

int spool_losses(const struct spool *s, const struct spool_loss **v)
{
	*v = s->losses;
	return s->nr_losses;
}

const char *spool_error(const struct spool *s)
{
	return s->error;
}

const char *spool_policy(const struct spool *s)
{
	return s->policy;
}

int spool_realtime(const struct spool *s)
{
	return s->realtime;
}

double spool_peak_pct(const struct spool *s)
{
	uint64_t peak = 0;
	int i;

	if (!s->o.buffer_kb)
		return 0;
	for (i = 0; i < s->nr_cpus; i++)
		if (s->cpus[i].peak > peak)
			peak = s->cpus[i].peak;
	return 100.0 * (double)peak / ((double)s->o.buffer_kb * 1024.0);
}

void spool_describe(const struct spool *s, struct strbuf *sb)
{
	unsigned long wakeups = 0;
	uint64_t moved = 0, cpu_ns = 0;
	int i;

	for (i = 0; i < s->nr_cpus; i++) {
		wakeups += s->cpus[i].wakeups;
		moved += s->cpus[i].moved;
		cpu_ns += s->cpus[i].cpu_ns;
	}
	sb_printf(sb, "%s, %lu wakeups, %.1f MiB, peak fill %.0f%% of a CPU's buffer, "
		      "%.1f ms of CPU",
		  s->policy, wakeups, (double)moved / 1048576.0, spool_peak_pct(s),
		  (double)cpu_ns / 1e6);
}

void spool_free(struct spool *s)
{
	int i;

	if (!s)
		return;
	for (i = 0; i < s->nr_cpus; i++) {
		struct spool_cpu *c = &s->cpus[i];

		if (c->trace_fd >= 0)
			close(c->trace_fd);
		if (c->pipe[0] >= 0)
			close(c->pipe[0]);
		if (c->pipe[1] >= 0)
			close(c->pipe[1]);
		if (c->fd >= 0)
			close(c->fd);
		if (c->kbuf)
			kbuffer_free(c->kbuf);
		free(c->page);
		free(c->losses);
	}
	close(s->stop_fd);
	free(s->cpus);
	free(s->losses);
	free(s->error);
	free(s);
}

/* spool_file - @name is one of the files a spool makes: cpuN.raw, stdout.raw, ... */
static int spool_file(const char *name)
{
	const char *d = name + 3;

	if (!strcmp(name, SPOOL_STDOUT) || !strcmp(name, SPOOL_STDERR) ||
	    !strcmp(name, SPOOL_COUNTERS))
		return 1;
	if (strncmp(name, "cpu", 3) != 0 || !isdigit((unsigned char)*d))
		return 0;
	while (isdigit((unsigned char)*d))
		d++;
	return !strcmp(d, ".raw");
}

/*
 * remove_spool - the files a spool makes in the folder @fd, then the folder
 * (@name in @parent_fd, when it is still @fd's); every removal relative to a
 * descriptor, no link followed
 * Return: 1 removed, 0 when files the spool does not make keep it there
 * (said), -1 when a removal failed (said).
 */
static int remove_spool(int parent_fd, const char *name, int fd, const char *path)
{
	int others = 0, failed = 0, dup_fd = dup(fd);
	DIR *d = dup_fd >= 0 ? fdopendir(dup_fd) : NULL;
	struct dirent *e;

	if (!d) {
		if (dup_fd >= 0)
			close(dup_fd);
		pt_err("%s: %s", path, strerror(errno));
		return -1;
	}
	while ((e = readdir(d))) {
		if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, ".."))
			continue;
		if (!spool_file(e->d_name))
			others++;
		else if (unlinkat(fd, e->d_name, 0) < 0 && errno != ENOENT && !failed++)
			pt_err("%s/%s: %s", path, e->d_name, strerror(errno));
	}
	closedir(d);
	if (others) {
		pt_warn("%s: holds %d file%s a spool does not make: left there", path, others,
			others == 1 ? "" : "s");
		return 0;
	}
	if (failed)
		return -1;
	if (!litter_same(parent_fd, name, fd)) {
		pt_err("%s: renamed or replaced meanwhile: left there", path);
		return -1;
	}
	if (unlinkat(parent_fd, name, AT_REMOVEDIR) < 0) {
		pt_err("%s: %s", path, strerror(errno));
		return -1;
	}
	return 1;
}

/* open_dir - @name of @parent_fd as a folder, never through a link; -1 (errno) */
static int open_dir(int parent_fd, const char *name)
{
	return openat(parent_fd, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
}

/*
 * make_own - a new folder @name in @parent_fd, ours and locked: made, opened
 * (never through a link) and locked, then checked to be still what we made,
 * as a cleaner may take an unlocked empty folder for litter in between
 * Return: its descriptor, -EAGAIN when it went meanwhile, or -errno.
 */
static int make_own(int parent_fd, const char *name)
{
	struct stat st;
	int fd;

	if (mkdirat(parent_fd, name, 0700) < 0)
		return -errno;
	fd = open_dir(parent_fd, name);
	if (fd < 0)
		return errno == ENOENT ? -EAGAIN : -errno;
	if (litter_lock(fd) < 0)
		pt_debug("%s: no lock on this file system (%s): a later recording cannot tell it "
			 "from litter and leaves it", name, strerror(errno));
	if (fstat(fd, &st) < 0 || !litter_same(parent_fd, name, fd) || st.st_uid != geteuid()) {
		close(fd);
		return -EAGAIN;
	}
	/* whatever the umask: the mode is part of what marks it ours */
	if (fchmod(fd, 0700) < 0) {
		int e = errno;

		close(fd);
		return -e;
	}
	return fd;
}

int spool_dir_make(struct spool_dir *d, const char *keep, const char *output)
{
	char *dir = NULL;
	int tries, fd = -EAGAIN;

	memset(d, 0, sizeof(*d));
	d->fd = d->parent_fd = -1;
	if (keep) {
		if (mkdir(keep, 0700) < 0 && errno != EEXIST)
			goto out_err_keep;
		d->fd = open(keep, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
		if (d->fd < 0)
			goto out_err_keep;
		/* two recordings into one --keep-spool folder would mix their files */
		if (litter_unlocked(d->fd) == 0) {
			pt_err("%s: in use by another recording", keep);
			goto out_free;
		}
		d->path = strdup(keep);
		if (!d->path)
			goto out_free;
		return 0;
	}
	dir = rundb_dir(output);
	if (!dir || asprintf(&d->name, SPOOL_DIR_PREFIX "%d" SPOOL_DIR_SUFFIX, (int)getpid()) < 0 ||
	    asprintf(&d->path, "%s/%s", dir, d->name) < 0) {
		d->name = d->path = NULL;
		goto out_free;
	}
	d->parent_fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (d->parent_fd < 0) {
		pt_err("%s: %s", dir, strerror(errno));
		goto out_free;
	}
	for (tries = 0; tries < 3 && fd == -EAGAIN; tries++)
		fd = make_own(d->parent_fd, d->name);
	if (fd < 0) {
		pt_err("%s: %s", d->path,
		       fd == -EEXIST ? "exists: in use by a recording with this process id "
				       "(in another PID namespace?), or not a spool folder" :
		       fd == -EAGAIN ? "removed or replaced as soon as made" : strerror(-fd));
		goto out_free;
	}
	d->fd = fd;
	free(dir);
	return 0;

out_err_keep:
	pt_err("%s: %s", keep, strerror(errno));
out_free:
	free(dir);
	spool_dir_close(d);
	return -1;
}

void spool_dir_close(struct spool_dir *d)
{
	if (d->fd >= 0 && d->parent_fd >= 0)
		remove_spool(d->parent_fd, d->name, d->fd, d->path);
	if (d->fd >= 0)
		close(d->fd);
	if (d->parent_fd >= 0)
		close(d->parent_fd);
	free(d->path);
	free(d->name);
	memset(d, 0, sizeof(*d));
	d->fd = d->parent_fd = -1;
}

/* stale_name - .pstate-trace-N.spool */
static int stale_name(const char *name)
{
	size_t np = strlen(SPOOL_DIR_PREFIX);
	const char *d = name + np;

	if (strncmp(name, SPOOL_DIR_PREFIX, np) != 0 || !isdigit((unsigned char)*d))
		return 0;
	while (isdigit((unsigned char)*d))
		d++;
	return !strcmp(d, SPOOL_DIR_SUFFIX);
}

/* remove_if_stale - one candidate, @name in @dir_fd (@path in messages); 1 if removed */
static int remove_if_stale(int dir_fd, const char *name, const char *path)
{
	struct stat st;
	int fd, ret = 0, rc;

	fd = open_dir(dir_fd, name);
	if (fd < 0) {
		if ((errno == ELOOP || errno == ENOTDIR) &&
		    fstatat(dir_fd, name, &st, AT_SYMLINK_NOFOLLOW) == 0)
			pt_warn("%s: %s, not a spool folder: left alone", path,
				S_ISLNK(st.st_mode) ? "a symbolic link" : "not a folder");
		return 0;
	}
	if (fstat(fd, &st) < 0) {
		close(fd);
		return 0;
	}
	if (st.st_uid != geteuid()) {
		pt_warn("%s: another user's (uid %u): left alone", path, (unsigned int)st.st_uid);
	} else if ((st.st_mode & 07777) != 0700) {
		pt_warn("%s: mode %04o, not a spool folder: left alone", path,
			(unsigned int)(st.st_mode & 07777));
	} else {
		rc = litter_unlocked(fd);
		if (rc < 0)
			pt_debug("%s: cannot be told from a live one (%s): left alone", path,
				 strerror(errno));
		else if (rc == 1 && litter_same(dir_fd, name, fd))
			ret = remove_spool(dir_fd, name, fd, path) == 1;
		/* rc 0: a live recording's (maybe in another PID namespace) */
	}
	close(fd);
	if (ret)
		pt_warn("removed the stale spool folder %s", path);
	return ret;
}

int spool_remove_stale(const char *dir)
{
	int dir_fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC), removed = 0, list_fd;
	struct dirent *e;
	DIR *d;

	if (dir_fd < 0)
		return 0;
	list_fd = dup(dir_fd);
	d = list_fd >= 0 ? fdopendir(list_fd) : NULL;
	if (!d && list_fd >= 0)
		close(list_fd);
	while (d && (e = readdir(d))) {
		char path[4096];

		if (!stale_name(e->d_name))
			continue;
		snprintf(path, sizeof(path), "%s/%s", dir, e->d_name);
		removed += remove_if_stale(dir_fd, e->d_name, path);
	}
	if (d)
		closedir(d);
	close(dir_fd);
	return removed;
}
