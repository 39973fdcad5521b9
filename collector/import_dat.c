// SPDX-License-Identifier: GPL-2.0
/*
 * import_dat.c - trace.dat files into the database, through libtracecmd,
 * without letting a bad file take pstate-trace down.
 *
 * libtracecmd 1.3 is not hardened against damaged files: tracecmd_open()
 * crashes on some truncated ones, kbuffer_next_event() on damaged pages.
 * So the file is read in a child process that writes the database and
 * tells, in shared memory, the records it has handed to the loader, per
 * CPU, and whose data libtracecmd is reading.  If the child dies or stops
 * making progress there, the database is made again by a child that stops
 * reading that CPU before the record it died on and reads every other CPU
 * to its end, and so on for each CPU that kills a reader: everything read
 * before a crash is imported again, and the run is marked truncated.  When
 * that cannot be told (the reader died elsewhere), the last child stops
 * every CPU where the first one died.  A version 6 file cut short is copied
 * first with its CPU data table and its cut page made to fit (see
 * tracedat.h), so that libtracecmd reads its intact part at all.
 */
#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include "db.h"
#include "import_dat.h"
#include "instance.h"
#include "loader.h"
#include "msg.h"
#include "strbuf.h"
#include "summary.h"
#include "tracecmd_extra.h"
#include "tracedat.h"

#define WATCHDOG_S 30 /* no progress for this long: the reader is stuck */

volatile sig_atomic_t import_dat_reader;
#define MAX_READS 64  /* readers started for one file, at most */

struct cpu_read {
	uint64_t events;  /* records of the CPU handed to the loader */
	uint64_t last_ts; /* the last one's */
};

/* What the child tells the parent; in MAP_SHARED memory. */
struct dat_shared {
	uint64_t events;   /* records fully handed to the loader */
	int reading_cpu;   /* whose data libtracecmd is reading; -1: none */
	int writing;       /* done reading: the rows are being written, which
			    * takes its time on a large file (no watchdog) */
	uint64_t last_ts;  /* of the last record */
	int last_cpu;
	int nr_cpus;
	uint64_t first_ts, end_ts; /* the earliest and latest event timestamps */
	uint64_t rows[NR_EVENT_TABLES];
	uint64_t markers, others;
	struct loader_faults faults;
	struct cpu_read cpu[PT_MAX_CPUS];
};

/* How far a reader may go: all of it, but for these limits. */
struct dat_limits {
	int64_t cpu[PT_MAX_CPUS]; /* records of that CPU to read; -1: all */
	uint64_t events;          /* records in all to read; 0: all */
};

struct dat_ctx {
	struct loader *l;
	struct tep_handle *tep;
	struct dat_shared *sh;
	const struct dat_limits *lim;
	int failed;
};

/* dat_event - one record to the loader; 0, or -1 when inserting failed */
static int dat_event(struct dat_ctx *d, struct tep_record *rec, int cpu)
{
	struct cpu_read *c = &d->sh->cpu[cpu];

	if (rec->missed_events && loader_lost(d->l, cpu, rec->ts, rec->missed_events) < 0)
		return -1;
	if (loader_tep(d->l, d->tep, rec) < 0)
		return -1;
	d->sh->last_ts = c->last_ts = rec->ts;
	d->sh->last_cpu = cpu;
	c->events++;
	__atomic_store_n(&d->sh->events, d->sh->events + 1, __ATOMIC_RELEASE);
	return 0;
}

/* reading - libtracecmd is about to read @cpu's data (-1: it is done) */
static void reading(struct dat_ctx *d, int cpu)
{
	__atomic_store_n(&d->sh->reading_cpu, cpu, __ATOMIC_RELEASE);
}

/* cpu_done - whether @cpu's records are all read that may be */
static int cpu_done(struct dat_ctx *d, int cpu)
{
	int64_t n = d->lim->cpu[cpu];

	return n >= 0 && d->sh->cpu[cpu].events >= (uint64_t)n;
}

/*
 * dat_iterate - every CPU's records in time order, as tracecmd_iterate_events()
 * gives them (the lowest CPU first among equal timestamps), but never reading
 * past a limit: tracecmd_iterate_events() reads the next record of the CPU
 * it took one from as soon as the callback returns, whatever the callback
 * says (and libtracecmd 1.3 goes on when it returns > 0); that read is where
 * a damaged file kills the reader, so a reader told to stop a CPU before it
 * must not make it.
 */
static void dat_iterate(struct tracecmd_input *h, struct dat_ctx *d)
{
	int nr_cpus = tracecmd_cpus(h), cpu, next;
	struct tep_record *rec;
	uint64_t ts = 0;

	while (!d->failed && !(d->lim->events && d->sh->events >= d->lim->events)) {
		next = -1;
		for (cpu = 0; cpu < nr_cpus; cpu++) {
			if (cpu_done(d, cpu))
				continue;
			reading(d, cpu);
			rec = tracecmd_peek_data(h, cpu);
			if (rec && (next < 0 || rec->ts < ts)) {
				next = cpu;
				ts = rec->ts;
			}
		}
		if (next < 0)
			break;
		reading(d, next);
		rec = tracecmd_read_data(h, next);
		reading(d, -1);
		if (!rec)
			break;
		if (dat_event(d, rec, next) < 0)
			d->failed = 1;
		tracecmd_free_record(rec);
	}
	reading(d, -1);
}

/* dat_meta - what the file says of itself */
static int dat_meta(sqlite3 *db, struct tracecmd_input *h)
{
	const char *s;
	int ret = 0;

	s = tracecmd_get_trace_clock(h);
	if (s) {
		char clock[64];
		const char *b = strchr(s, '['), *e = b ? strchr(b, ']') : NULL;

		/* the file keeps the trace_clock file's text: "[local] global ..." */
		if (b && e && e - b < (long)sizeof(clock))
			snprintf(clock, sizeof(clock), "%.*s", (int)(e - b - 1), b + 1);
		else
			snprintf(clock, sizeof(clock), "%s", s);
		clock[strcspn(clock, " \n")] = '\0';
		ret |= db_set_meta(db, "trace_clock", clock);
	}
	s = tracecmd_get_uname(h);
	if (s) {
		char sys[64], host[256], rel[256];

		/* "Linux HOST RELEASE VERSION" */
		if (sscanf(s, "%63s %255s %255s", sys, host, rel) == 3) {
			ret |= db_set_meta(db, "hostname", host);
			ret |= db_set_meta(db, "kernel_release", rel);
		}
		ret |= db_set_meta(db, "uname", s);
	}
	s = tracecmd_get_cpustats(h);
	if (s && buffer_stats_store(db, s, -1, NULL) < 0)
		ret = -1;
	ret |= db_set_meta_int(db, "trace_dat_version", (long long)tracecmd_get_in_file_version(h));
	return ret ? -1 : 0;
}

/* end_signals - the signals that end an import */
static void end_signals(sigset_t *set)
{
	sigemptyset(set);
	sigaddset(set, SIGINT);
	sigaddset(set, SIGTERM);
	sigaddset(set, SIGHUP);
}

/* child - read @file into @r's temporary database; exits 0 when everything was committed */
static void __attribute__((noreturn))
child(const char *file, const struct rundb *r, int threaded, const struct dat_limits *lim,
      struct dat_shared *sh)
{
	struct tracecmd_input *h;
	struct dat_ctx d = { .sh = sh, .lim = lim };
	struct sigaction sa = { .sa_handler = SIG_DFL };
	sigset_t ends;
	sqlite3 *db;
	int i;

	/* a signal ends the reader (the parent removes the database), with no
	 * word of its own: the parent's handler is not the reader's */
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGHUP, &sa, NULL);
	end_signals(&ends);
	sigprocmask(SIG_UNBLOCK, &ends, NULL);
	tracecmd_set_loglevel(TEP_LOG_NONE);
	h = tracecmd_open(file, TRACECMD_FL_LOAD_NO_PLUGINS | TRACECMD_FL_LOAD_NO_SYSTEM_PLUGINS);
	if (!h)
		_exit(3);
	sh->nr_cpus = tracecmd_cpus(h);
	if (sh->nr_cpus > PT_MAX_CPUS || sh->nr_cpus < 0)
		_exit(4);
	if (rundb_open(r, &db) < 0 || db_exec(db, "BEGIN") < 0)
		_exit(1);
	d.tep = tracecmd_get_tep(h);
	d.l = loader_open(db, threaded);
	if (!d.l)
		_exit(1);
	/* The file's saved_cmdlines (in its tep) name the pids that records give
	 * only as common_pid: the loader asks it for every such pid at the end. */
	dat_iterate(h, &d);
	__atomic_store_n(&sh->writing, 1, __ATOMIC_RELEASE);
	sh->first_ts = loader_first_ts(d.l);
	sh->end_ts = loader_last_ts(d.l);
	for (i = 0; i < NR_EVENT_TABLES; i++)
		sh->rows[i] = loader_rows(d.l, i);
	sh->markers = loader_marker_rows(d.l);
	sh->others = loader_event_rows(d.l);
	loader_get_faults(d.l, &sh->faults);
	if (loader_close(d.l) < 0 || d.failed || dat_meta(db, h) < 0 ||
	    db_exec(db, "COMMIT") < 0 || sqlite3_close(db) != SQLITE_OK)
		_exit(1);
	/* No tracecmd_close(): on a damaged file it is where libtracecmd crashes. */
	_exit(0);
}

/* kill_child - stop the reader for good and reap it; its wait status */
static int kill_child(pid_t pid)
{
	int status = 0;

	kill(pid, SIGKILL);
	while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
		;
	import_dat_reader = 0;
	return status;
}

/*
 * run_child - fork the reader and watch it
 * Return: its wait status, or -1 when it could not be started or watched
 * (message printed; a reader that was started is killed and reaped first,
 * so that nothing writes the database any more).
 */
static int run_child(const char *file, const struct rundb *r, int threaded,
		     const struct dat_limits *lim, struct dat_shared *sh, int *hung)
{
	uint64_t seen = 0;
	time_t last = time(NULL);
	sigset_t ends, old;
	int status;
	pid_t pid;

	memset(sh, 0, sizeof(*sh));
	sh->reading_cpu = -1;
	*hung = 0;
	fflush(NULL);
	/* held off until import_dat_reader says whom a signal's handler kills */
	end_signals(&ends);
	sigprocmask(SIG_BLOCK, &ends, &old);
	pid = fork();
	if (pid < 0) {
		pt_err("fork: %s", strerror(errno));
		sigprocmask(SIG_SETMASK, &old, NULL);
		return -1;
	}
	if (pid == 0)
		child(file, r, threaded, lim, sh);
	import_dat_reader = pid;
	sigprocmask(SIG_SETMASK, &old, NULL);
	for (;;) {
		pid_t w = waitpid(pid, &status, WNOHANG);
		uint64_t now_seen;

		if (w == pid) {
			import_dat_reader = 0;
			return status;
		}
		if (w < 0 && errno != EINTR) {
			pt_err("waitpid: %s", strerror(errno));
			kill_child(pid);
			return -1;
		}
		now_seen = __atomic_load_n(&sh->events, __ATOMIC_ACQUIRE);
		if (now_seen != seen || __atomic_load_n(&sh->writing, __ATOMIC_ACQUIRE)) {
			seen = now_seen;
			last = time(NULL);
		} else if (time(NULL) - last > WATCHDOG_S) {
			*hung = 1;
			return kill_child(pid);
		}
		poll(NULL, 0, 20);
	}
}

/*
 * cut_list - the CPUs whose data may end early, as "1,3,5": those the file's
 * end cuts, those a reader was stopped in, all @nr_cpus when every CPU was
 */
static char *cut_list(const struct tracedat_info *info, const struct dat_limits *lim,
		      int nr_cpus)
{
	struct strbuf sb = STRBUF_INIT;
	char *list;
	int cpu;

	for (cpu = 0; cpu < PT_MAX_CPUS; cpu++)
		if ((info->cut_cpus[cpu / 8] & (1 << (cpu % 8))) || lim->cpu[cpu] >= 0 ||
		    (lim->events && cpu < nr_cpus))
			sb_printf(&sb, "%s%d", sb.len ? "," : "", cpu);
	list = sb.oom ? NULL : strdup(sb_cstr(&sb));
	sb_free(&sb);
	return list;
}

/* ts_text - @ts as seconds, "2084.235435720" */
static const char *ts_text(uint64_t ts, char *buf, size_t size)
{
	snprintf(buf, size, "%llu.%09llu", (unsigned long long)(ts / 1000000000ULL),
		 (unsigned long long)(ts % 1000000000ULL));
	return buf;
}

/*
 * after_failure - what the next reader is not to read, after the reader
 * @status says died (or hung) in what @sh says; said on stderr
 * Return: 1 to read again within @lim, 0 when nothing can be read (the
 * empty database is the import), -1 when the reader did not die of
 * libtracecmd (printed).
 */
static int after_failure(const char *file, int status, int hung, const struct dat_shared *sh,
			 struct dat_limits *lim, int reads)
{
	const char *what = hung ? "libtracecmd stopped making progress" : "libtracecmd crashed";
	int cpu = sh->reading_cpu;
	char ts[32];

	if (WIFEXITED(status)) {
		pt_err("%s: importing failed", file);
		return -1;
	}
	if (cpu >= 0 && cpu < PT_MAX_CPUS && lim->cpu[cpu] < 0 && !lim->events &&
	    reads < MAX_READS) {
		const struct cpu_read *c = &sh->cpu[cpu];

		lim->cpu[cpu] = (int64_t)c->events;
		if (c->events)
			pt_err("%s: %s reading CPU %d's data after %llu of its events (the last "
			       "at %s s): importing those and the other CPUs'", file, what, cpu,
			       (unsigned long long)c->events, ts_text(c->last_ts, ts, sizeof(ts)));
		else
			pt_err("%s: %s reading CPU %d's first event: importing the other CPUs'",
			       file, what, cpu);
		pt_debug("%s: reading it again, to stop CPU %d after %llu events", file, cpu,
			 (unsigned long long)c->events);
		return 1;
	}
	if (lim->events || !sh->events) {
		if (!sh->events)
			pt_err("%s: %s before it gave any event", file, what);
		else
			pt_err("%s: the readable part cannot be imported either", file);
		return lim->events ? -1 : 0;
	}
	/* nothing tells which CPU's data killed it: stop everything there */
	pt_err("%s: %s after %llu events (last at %s s on CPU %d): importing those", file, what,
	       (unsigned long long)sh->events, ts_text(sh->last_ts, ts, sizeof(ts)), sh->last_cpu);
	pt_debug("%s: reading it again, to stop after event %llu", file,
		 (unsigned long long)sh->events);
	lim->events = sh->events;
	return 1;
}

int import_dat(const char *file, const char *path, struct rundb *r, int threaded,
	       struct summary *sum, struct dat_result *res)
{
	struct tracedat_info info;
	struct dat_shared *sh;
	struct dat_limits *lim;
	char padded_path[64];
	const char *src = path;
	int status, hung, ret = -1, reads = 0, rc, cpu, padded = -1;

	memset(res, 0, sizeof(*res));
	lim = malloc(sizeof(*lim));
	if (!lim) {
		pt_err("%s: %s", file, strerror(errno));
		return -1;
	}
	for (cpu = 0; cpu < PT_MAX_CPUS; cpu++)
		lim->cpu[cpu] = -1;
	lim->events = 0;
	if (tracedat_probe(path, &info) < 0) {
		pt_err("%s: %s", file, strerror(errno));
		goto out_free;
	}
	if (info.data_end >= 0)
		pt_debug("%s: trace.dat version %d, %d CPUs, %lld bytes (its CPU data end at "
			 "byte %lld)", file, info.version, info.nr_cpus, info.size, info.data_end);
	else
		pt_debug("%s: trace.dat version %d, %lld bytes", file, info.version, info.size);
	if (info.corrupt[0]) {
		pt_err("%s: corrupt: %s", file, info.corrupt);
		goto out_free;
	}
	if (info.data_end > info.size) {
		pt_err("%s: truncated at byte %lld of %lld: importing what is readable", file,
		       info.size, info.data_end);
		res->truncated = 1;
		res->stopped_at_byte = info.size;
		padded = tracedat_padded_copy(path, &info, r->dir_fd);
		if (padded < 0) {
			pt_err("%s: cannot make a padded copy: %s", file, strerror(errno));
			goto out_free;
		}
		snprintf(padded_path, sizeof(padded_path), "/proc/self/fd/%d", padded);
		src = padded_path;
		pt_debug("%s: reading a copy whose CPU data end where the file does", file);
	}
	sh = mmap(NULL, sizeof(*sh), PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	if (sh == MAP_FAILED) {
		pt_err("mmap: %s", strerror(errno));
		goto out_free;
	}
	/* The child writes the database: this process must not hold it open. */
	sqlite3_close(r->db);
	r->db = NULL;
	for (;;) {
		status = run_child(src, r, threaded, lim, sh, &hung);
		reads++;
		if (status < 0)
			goto out_unmap; /* this process failed, not libtracecmd */
		if (WIFEXITED(status) && WEXITSTATUS(status) == 0)
			break;
		if (WIFEXITED(status) && WEXITSTATUS(status) == 3) {
			pt_err("%s: not a readable trace.dat (libtracecmd cannot open it)", file);
			goto out_unmap;
		}
		if (WIFEXITED(status) && WEXITSTATUS(status) == 4) {
			pt_err("%s: corrupt: the file says %d CPUs, more than a kernel can have "
			       "(%d)", file, sh->nr_cpus, PT_MAX_CPUS);
			goto out_unmap;
		}
		rc = after_failure(file, status, hung, sh, lim, reads);
		if (rc < 0)
			goto out_unmap;
		res->truncated = 1;
		if (lim->events)
			res->stopped_at_event = (long long)lim->events;
		if (rundb_reset(r) < 0)
			goto out_unmap;
		sqlite3_close(r->db);
		r->db = NULL;
		if (!rc) {
			memset(sh, 0, sizeof(*sh)); /* the empty database is the import */
			break;
		}
	}
	if (rundb_open(r, &r->db) < 0)
		goto out_unmap;
	pt_debug("%s: libtracecmd read %llu events on %d CPUs", file,
		 (unsigned long long)sh->events, sh->nr_cpus);
	if (res->truncated) {
		res->truncated_cpus = cut_list(&info, lim, sh->nr_cpus);
		if (!res->truncated_cpus) {
			pt_err("%s: %s", file, strerror(errno));
			goto out_unmap;
		}
	}
	res->nr_cpus = info.nr_cpus > sh->nr_cpus ? info.nr_cpus : sh->nr_cpus;
	res->first_ts = sh->first_ts;
	res->last_ts = sh->end_ts;
	res->events = sh->events;
	summary_rows(sum, sh->rows, sh->markers, sh->others, sh->events);
	summary_faults(sum, &sh->faults);
	if (summary_lost_from_db(sum, r->db) < 0)
		goto out_unmap;
	if (!sh->events)
		pt_warn("%s: no events could be read", file);
	ret = 0;
out_unmap:
	munmap(sh, sizeof(*sh));
out_free:
	if (padded >= 0)
		close(padded);
	free(lim);
	return ret;
}
