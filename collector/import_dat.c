// SPDX-License-Identifier: GPL-2.0
/*
 * import_dat.c - trace.dat files into the database, through libtracecmd,
 * without letting a bad file take pstate-trace down.
 *
 * libtracecmd 1.3 is not hardened against damaged files: tracecmd_open()
 * crashes on some truncated ones.  So the file is read in a child process
 * that writes the database and counts, in shared memory, the events it has
 * fully inserted.  If the child dies or stops making progress, the database
 * is made again by a second child that stops before the event where the
 * first one died: what was readable is imported, and the run is marked
 * truncated.  A version 6 file cut short is copied first with its CPU data
 * table made to fit (see tracedat.h), so that libtracecmd reads its intact
 * part at all.
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
#include "summary.h"
#include "tracecmd_extra.h"
#include "tracedat.h"

#define WATCHDOG_S 30 /* no progress for this long: the reader is stuck */

/* What the child tells the parent; in MAP_SHARED memory. */
struct dat_shared {
	uint64_t events;   /* events fully handed to the loader */
	uint64_t last_ts;  /* of the last one */
	int last_cpu;
	int done;          /* the child finished and committed */
	int nr_cpus;
	uint64_t first_ts;
	uint64_t rows[NR_EVENT_TABLES];
	uint64_t markers, others;
};

struct dat_ctx {
	struct loader *l;
	struct tep_handle *tep;
	struct dat_shared *sh;
	uint64_t limit; /* stop after this many events; 0 = all */
	int failed;
};

/* dat_event - one record to the loader; 0, or -1 when inserting failed */
static int dat_event(struct dat_ctx *d, struct tep_record *rec, int cpu)
{
	if (rec->missed_events && loader_lost(d->l, cpu, rec->ts, rec->missed_events) < 0)
		return -1;
	if (loader_tep(d->l, d->tep, rec) < 0)
		return -1;
	d->sh->last_ts = rec->ts;
	d->sh->last_cpu = cpu;
	__atomic_store_n(&d->sh->events, d->sh->events + 1, __ATOMIC_RELEASE);
	return 0;
}

/*
 * dat_iterate - every CPU's records in time order, as tracecmd_iterate_events()
 * gives them (the lowest CPU first among equal timestamps), but stopping
 * before libtracecmd reads anything past the last event wanted.
 * tracecmd_iterate_events() reads the next record of the CPU it took one
 * from as soon as the callback returns, whatever the callback says (and
 * libtracecmd 1.3 goes on when it returns > 0); that read is where a damaged
 * file kills the reader, so the second reader, told to stop at the event
 * before it, must not make it.
 */
static void dat_iterate(struct tracecmd_input *h, struct dat_ctx *d)
{
	int nr_cpus = tracecmd_cpus(h), cpu, next;
	struct tep_record *rec;
	uint64_t ts = 0;

	while (!d->failed && !(d->limit && d->sh->events >= d->limit)) {
		next = -1;
		for (cpu = 0; cpu < nr_cpus; cpu++) {
			rec = tracecmd_peek_data(h, cpu);
			if (rec && (next < 0 || rec->ts < ts)) {
				next = cpu;
				ts = rec->ts;
			}
		}
		if (next < 0)
			break;
		rec = tracecmd_read_data(h, next);
		if (!rec)
			break;
		if (dat_event(d, rec, next) < 0)
			d->failed = 1;
		tracecmd_free_record(rec);
	}
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

/* child - read @file into @db_path; exits 0 when everything was committed */
static void __attribute__((noreturn))
child(const char *file, const char *db_path, int threaded, uint64_t limit, struct dat_shared *sh)
{
	struct tracecmd_input *h;
	struct dat_ctx d = { .sh = sh, .limit = limit };
	sqlite3 *db;
	int i;

	tracecmd_set_loglevel(TEP_LOG_NONE);
	h = tracecmd_open(file, TRACECMD_FL_LOAD_NO_PLUGINS | TRACECMD_FL_LOAD_NO_SYSTEM_PLUGINS);
	if (!h)
		_exit(3);
	if (db_open_bulk(db_path, &db) < 0 || db_exec(db, "BEGIN") < 0)
		_exit(1);
	d.tep = tracecmd_get_tep(h);
	sh->nr_cpus = tracecmd_cpus(h);
	d.l = loader_open(db, threaded);
	if (!d.l)
		_exit(1);
	/* The file's saved_cmdlines (in its tep) name the pids that records give
	 * only as common_pid: the loader asks it for every such pid at the end. */
	dat_iterate(h, &d);
	sh->first_ts = loader_first_ts(d.l);
	for (i = 0; i < NR_EVENT_TABLES; i++)
		sh->rows[i] = loader_rows(d.l, i);
	sh->markers = loader_marker_rows(d.l);
	sh->others = loader_event_rows(d.l);
	if (loader_close(d.l) < 0 || d.failed || dat_meta(db, h) < 0 ||
	    db_exec(db, "COMMIT") < 0 || sqlite3_close(db) != SQLITE_OK)
		_exit(1);
	sh->done = 1;
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
	return status;
}

/*
 * run_child - fork the reader and watch it
 * Return: its wait status, or -1 when it could not be started or watched
 * (message printed; a reader that was started is killed and reaped first,
 * so that nothing writes the database any more).
 */
static int run_child(const char *file, const char *db_path, int threaded, uint64_t limit,
		     struct dat_shared *sh, int *hung)
{
	uint64_t seen = 0;
	time_t last = time(NULL);
	int status;
	pid_t pid;

	memset(sh, 0, sizeof(*sh));
	*hung = 0;
	fflush(NULL);
	pid = fork();
	if (pid < 0) {
		pt_err("fork: %s", strerror(errno));
		return -1;
	}
	if (pid == 0)
		child(file, db_path, threaded, limit, sh);
	for (;;) {
		pid_t w = waitpid(pid, &status, WNOHANG);
		uint64_t now_seen;

		if (w == pid)
			return status;
		if (w < 0 && errno != EINTR) {
			pt_err("waitpid: %s", strerror(errno));
			kill_child(pid);
			return -1;
		}
		now_seen = __atomic_load_n(&sh->events, __ATOMIC_ACQUIRE);
		if (now_seen != seen) {
			seen = now_seen;
			last = time(NULL);
		} else if (time(NULL) - last > WATCHDOG_S) {
			*hung = 1;
			return kill_child(pid);
		}
		poll(NULL, 0, 20);
	}
}

int import_dat(const char *file, struct rundb *r, int threaded, struct summary *sum,
	       struct dat_result *res)
{
	struct tracedat_info info;
	struct dat_shared *sh;
	char *padded = NULL, *dir = NULL;
	const char *src = file;
	int status, hung, ret = -1;

	memset(res, 0, sizeof(*res));
	if (tracedat_probe(file, &info) < 0) {
		pt_err("%s: %s", file, strerror(errno));
		return -1;
	}
	if (info.data_end >= 0)
		pt_debug("%s: trace.dat version %d, %d CPUs, %lld bytes (its CPU data end at "
			 "byte %lld)", file, info.version, info.nr_cpus, info.size, info.data_end);
	else
		pt_debug("%s: trace.dat version %d, %lld bytes", file, info.version, info.size);
	if (info.corrupt[0]) {
		pt_err("%s: corrupt: %s", file, info.corrupt);
		return -1;
	}
	if (info.data_end > info.size) {
		pt_err("%s: truncated at byte %lld of %lld: importing what is readable", file,
		       info.size, info.data_end);
		res->truncated = 1;
		res->stopped_at_byte = info.size;
		dir = rundb_dir(r->path);
		padded = dir ? tracedat_padded_copy(file, &info, dir) : NULL;
		if (!padded) {
			pt_err("%s: cannot make a padded copy: %s", file, strerror(errno));
			goto out_free;
		}
		src = padded;
		pt_debug("%s: reading %s, a copy whose CPU data end where the file does", file,
			 padded);
	}
	sh = mmap(NULL, sizeof(*sh), PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	if (sh == MAP_FAILED) {
		pt_err("mmap: %s", strerror(errno));
		goto out_free;
	}
	/* The child writes the database: this process must not hold it open. */
	sqlite3_close(r->db);
	r->db = NULL;
	status = run_child(src, r->tmp_path, threaded, 0, sh, &hung);
	if (status < 0)
		goto out_unmap; /* this process failed, not libtracecmd */
	if (WIFEXITED(status) && WEXITSTATUS(status) == 3) {
		pt_err("%s: not a readable trace.dat (libtracecmd cannot open it)", file);
		goto out_unmap;
	}
	if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
		uint64_t good = sh->events, ts = sh->last_ts;
		int cpu = sh->last_cpu;

		if (WIFEXITED(status)) {
			pt_err("%s: importing failed", file);
			goto out_unmap;
		}
		pt_err("%s: %s after %llu events (last at %llu.%09llu s on CPU %d): "
		       "importing those", file,
		       hung ? "libtracecmd stopped making progress" : "libtracecmd crashed",
		       (unsigned long long)good, (unsigned long long)(ts / 1000000000ULL),
		       (unsigned long long)(ts % 1000000000ULL), cpu);
		res->truncated = 1;
		res->stopped_at_event = (long long)good;
		if (rundb_reset(r) < 0)
			goto out_unmap;
		sqlite3_close(r->db);
		r->db = NULL;
		/* with no event read, the empty database is the import */
		if (good)
			pt_debug("%s: reading it again, to stop after event %llu", file,
				 (unsigned long long)good);
		status = good ? run_child(src, r->tmp_path, threaded, good, sh, &hung) : 0;
		if (status < 0)
			goto out_unmap;
		if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
			pt_err("%s: the readable part cannot be imported either", file);
			goto out_unmap;
		}
	}
	if (db_open_bulk(r->tmp_path, &r->db) < 0)
		goto out_unmap;
	pt_debug("%s: libtracecmd read %llu events on %d CPUs", file,
		 (unsigned long long)sh->events, sh->nr_cpus);
	res->nr_cpus = info.nr_cpus > sh->nr_cpus ? info.nr_cpus : sh->nr_cpus;
	res->first_ts = sh->first_ts;
	res->last_ts = sh->last_ts;
	res->events = sh->events;
	summary_rows(sum, sh->rows, sh->markers, sh->others, sh->events);
	if (summary_lost_from_db(sum, r->db) < 0)
		goto out_unmap;
	if (!sh->events)
		pt_warn("%s: no events could be read", file);
	ret = 0;
out_unmap:
	munmap(sh, sizeof(*sh));
out_free:
	if (padded) {
		unlink(padded);
		free(padded);
	}
	free(dir);
	return ret;
}
