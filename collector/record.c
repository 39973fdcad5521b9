// SPDX-License-Identifier: GPL-2.0
/*
 * record.c - pstate-trace record: trace a command (or the whole system) into
 * one run database (DESIGN.md section 2).
 *
 *   1. snapshot sysfs into a new database (temporary name)
 *   2. private tracefs instance, trace_clock mono, the events this kernel has
 *   3. per-CPU splice readers (SCHED_FIFO) to spool files, counter sampler
 *   4. fork/exec the workload, pass its output through, signals to its group
 *   5. stop, flush, per-CPU stats, remove the instance
 *   6. decode the spool, merge by timestamp, insert, index, rename into place
 * Steps 5 and 6 run after Ctrl-C and after a failing workload too.
 */
#include <ctype.h>
#include <errno.h>
#include <getopt.h>
#include <inttypes.h>
#include <sched.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/utsname.h>
#include <unistd.h>
#include "trace_cmds.h"
#include "context.h"
#include "counters.h"
#include "db.h"
#include "instance.h"
#include "loader.h"
#include "msg.h"
#include "results.h"
#include "rundb.h"
#include "spool.h"
#include "spoolread.h"
#include "summary.h"
#include "sysfs.h"
#include "window.h"
#include "workload.h"
#include "cpulist.h"

enum {
	OPT_NO_EVENT = 256,
	OPT_NO_COUNTERS,
	OPT_KEEP_SPOOL,
	OPT_SINGLE_THREAD,
	OPT_BUFFER_PERCENT,
	OPT_COUNTERS_ONLY,
	OPT_WINDOW,
};

struct record_params {
	struct run_opts run;
	size_t buffer_kb;
	int buffer_percent;
	int rt_prio;
	int reader_opts; /* --buffer-percent or -r given */
	int all_cpus;
	double duration;
	unsigned int interval_us;
	int no_counters;
	int counters_only; /* a light run: no tracefs instance, no tracepoints */
	const char *keep_spool;
	int single_thread;
	char **extra;    /* -e SYSTEM:EVENT */
	int nr_extra;
	char **dropped;  /* --no-event NAME */
	int nr_dropped;
	char **argv;     /* the command, NULL with -a */
	struct trace_window window; /* --window */
	int have_window;
	uint8_t *cpu_set; /* -C: the CPUs traced; NULL: all */
	int cpu_set_len;
};

static const char record_usage[] =
	"usage: pstate-trace record [options] [--] COMMAND [ARGS...]\n"
	"       pstate-trace record -a [--duration SECONDS] [options]\n"
	"\n"
	"Trace CPU frequency decisions, scheduling and energy while COMMAND runs\n"
	"(or, with -a, the whole system for a while) into one SQLite database.\n"
	"Needs root (tracefs).  The command's output passes through unchanged and\n"
	"is kept in the workload_output table; pstate-trace exits with its status.\n"
	"\n"
	"  -o, --output FILE        database to write (default pstate.db; an existing\n"
	"                           file is renamed to FILE.old)\n"
	"  -b, --buffer-size KB     per-CPU ring buffer size in KiB (default: 1/1024\n"
	"                           of the available memory over the CPUs, 4 to\n"
	"                           32 MiB each); raise it when events are lost\n"
	"      --buffer-percent PCT wake the readers when a CPU's buffer is PCT%\n"
	"                           full (1..100, default 25)\n"
	"  -r, --realtime PRIO      the readers' SCHED_FIFO priority (default 1; 0:\n"
	"                           the normal policy); the command keeps its own\n"
	"  -e, --event SYS:EVENT    also record this event (into the `event` table);\n"
	"                           repeatable\n"
	"      --no-event NAME      do not record this default event (NAME or\n"
	"                           SYS:EVENT); repeatable\n"
	"  -a, --all                no command: record the whole system until\n"
	"                           --duration has passed or Ctrl-C\n"
	"  -d, --duration SECONDS   stop after SECONDS (with a command: send it SIGINT)\n"
	"  -i, --interval MS        counter sampling interval in ms (default 10)\n"
	"  -C, --cpu LIST           trace only these CPUs (0-3,8); the counters stay\n"
	"                           on every CPU (meta traced_cpus)\n"
	"      --window START[,LENGTH]\n"
	"                           trace only from START seconds after the command\n"
	"                           started, for LENGTH seconds (default: to its\n"
	"                           end); results, counters and energy stay of the\n"
	"                           whole run (meta trace_window)\n"
	"      --no-counters        do not sample energy and aperf/mperf counters\n"
	"      --counters-only      a light run: no tracepoints, only the counters,\n"
	"                           the sysfs snapshot and the workload's output and\n"
	"                           results (meta tracing = counters-only), for\n"
	"                           benchmark figures free of tracing overhead\n"
	"      --keep-spool DIR     keep the raw per-CPU ring buffers in DIR\n"
	"                           (cpuN.raw: `trace-cmd restore` reads them)\n"
	"      --label NAME         run label (default DRIVER/GOVERNOR)\n"
	"      --param NAME=VALUE   the benchmark's scaling parameter (clients=64)\n"
	"      --benchmark NAME     benchmark name (default: the command's name)\n"
	"      --meta KEY=VALUE     add a meta row; repeatable\n"
	"      --single-thread      decode and insert on one thread\n"
	"  -q, --quiet              no summary\n"
	"  -v, --verbose            also say what was set up, and the workload's pid\n"
	"  -h, --help               this help\n"
	"\n"
	"Exit status: the command's; 128+N when interrupted by signal N; 1 when\n"
	"recording failed; 2 on a usage error; 126/127 when the command cannot run.\n"
	"See pstate-trace-record(1).\n";

static int add_list(char ***list, int *n, const char *s)
{
	char **l = realloc(*list, (*n + 1) * sizeof(*l));

	if (!l)
		return -1;
	*list = l;
	l[(*n)++] = (char *)s;
	return 0;
}

/* parse_kb - digits only, not 0, and not so many KiB that bytes overflow */
static int parse_kb(const char *arg, size_t *kb)
{
	unsigned long long v;
	char *end;

	if (!isdigit((unsigned char)arg[0]))
		return -1; /* strtoull would take " 5", "+5" and "-5" (as 2^64-5) */
	errno = 0;
	v = strtoull(arg, &end, 10);
	if (*end || errno || !v || v > (SIZE_MAX >> 10))
		return -1;
	*kb = (size_t)v;
	return 0;
}

/* parse_int - a whole number in [lo, hi], digits only */
static int parse_int(const char *arg, int lo, int hi, int *v)
{
	char *end;
	long n;

	if (!isdigit((unsigned char)arg[0]))
		return -1;
	errno = 0;
	n = strtol(arg, &end, 10);
	if (*end || errno || n < lo || n > hi)
		return -1;
	*v = (int)n;
	return 0;
}

/* event_name_ok - a tracefs system or event name: [A-Za-z0-9_.-]+ */
static int event_name_ok(const char *s, size_t n)
{
	size_t i;

	if (!n)
		return 0;
	for (i = 0; i < n; i++)
		if (!isalnum((unsigned char)s[i]) && !strchr("_.-", s[i]))
			return 0;
	return 1;
}

/* event_spec_ok - SYSTEM:EVENT, both names */
static int event_spec_ok(const char *spec)
{
	const char *colon = strchr(spec, ':');

	return colon && event_name_ok(spec, colon - spec) &&
	       event_name_ok(colon + 1, strlen(colon + 1));
}

static int parse_args(int argc, char **argv, struct record_params *p)
{
	static const struct option opts[] = {
		{ "output", required_argument, NULL, 'o' },
		RUN_LONG_OPTIONS,
		{ "buffer-size", required_argument, NULL, 'b' },
		{ "buffer-percent", required_argument, NULL, OPT_BUFFER_PERCENT },
		{ "realtime", required_argument, NULL, 'r' },
		{ "event", required_argument, NULL, 'e' },
		{ "no-event", required_argument, NULL, OPT_NO_EVENT },
		{ "all", no_argument, NULL, 'a' },
		{ "duration", required_argument, NULL, 'd' },
		{ "interval", required_argument, NULL, 'i' },
		{ "no-counters", no_argument, NULL, OPT_NO_COUNTERS },
		{ "counters-only", no_argument, NULL, OPT_COUNTERS_ONLY },
		{ "cpu", required_argument, NULL, 'C' },
		{ "window", required_argument, NULL, OPT_WINDOW },
		{ "keep-spool", required_argument, NULL, OPT_KEEP_SPOOL },
		{ "single-thread", no_argument, NULL, OPT_SINGLE_THREAD },
		{ "quiet", no_argument, NULL, 'q' },
		{ "verbose", no_argument, NULL, 'v' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	char *end;
	int c, rc;

	p->run.output = "pstate.db";
	p->interval_us = 10000;
	p->buffer_percent = DEFAULT_BUFFER_PERCENT;
	p->rt_prio = 1;
	/* '+': options end at the command, as in perf record */
	while ((c = getopt_long(argc, argv, "+o:b:r:e:ad:i:C:qvh", opts, NULL)) != -1) {
		rc = run_opts_option(&p->run, c, optarg);
		if (rc < 0)
			return -1;
		if (rc > 0)
			continue;
		switch (c) {
		case 'o':
			p->run.output = optarg;
			break;
		case 'b':
			if (parse_kb(optarg, &p->buffer_kb) < 0) {
				pt_err("-b: '%s' is not a size in KiB (a whole number, 1 or more)",
				       optarg);
				return -1;
			}
			break;
		case OPT_BUFFER_PERCENT:
			if (parse_int(optarg, 1, 100, &p->buffer_percent) < 0) {
				pt_err("--buffer-percent: '%s' is not a percentage (1..100)", optarg);
				return -1;
			}
			p->reader_opts = 1;
			break;
		case 'r': {
			int lo = sched_get_priority_min(SCHED_FIFO);
			int hi = sched_get_priority_max(SCHED_FIFO);

			if (parse_int(optarg, 0, hi, &p->rt_prio) < 0 ||
			    (p->rt_prio && p->rt_prio < lo)) {
				pt_err("-r: '%s' is not a SCHED_FIFO priority (0, or %d..%d)", optarg,
				       lo, hi);
				return -1;
			}
			p->reader_opts = 1;
			break;
		}
		case 'e':
			if (!event_spec_ok(optarg)) {
				pt_err("-e: '%s' is not SYSTEM:EVENT", optarg);
				return -1;
			}
			if (add_list(&p->extra, &p->nr_extra, optarg) < 0)
				return -1;
			break;
		case OPT_NO_EVENT:
			if (add_list(&p->dropped, &p->nr_dropped, optarg) < 0)
				return -1;
			break;
		case 'a':
			p->all_cpus = 1;
			break;
		case 'd':
			p->duration = strtod(optarg, &end);
			/* up to a year: the poll timeout stays an int of ms */
			if (*end || !(p->duration > 0 && p->duration <= 365 * 86400.0)) {
				pt_err("--duration: '%s' is not a number of seconds (up to a year)",
				       optarg);
				return -1;
			}
			break;
		case 'i': {
			double ms = strtod(optarg, &end);

			if (*end || ms < 0.1 || ms > 60000) {
				pt_err("--interval: '%s' is not a number of ms (0.1 .. 60000)", optarg);
				return -1;
			}
			p->interval_us = (unsigned int)(ms * 1000);
			break;
		}
		case OPT_NO_COUNTERS:
			p->no_counters = 1;
			break;
		case OPT_COUNTERS_ONLY:
			p->counters_only = 1;
			break;
		case 'C': {
			int nr = (int)sysconf(_SC_NPROCESSORS_CONF);

			free(p->cpu_set);
			p->cpu_set = NULL;
			if (cpulist_parse(optarg, nr, &p->cpu_set, &p->cpu_set_len) < 0) {
				pt_err("-C: '%s' is not a list of this machine's CPUs (0-%d), like 0-3,8",
				       optarg, nr - 1);
				return -1;
			}
			break;
		}
		case OPT_WINDOW:
			if (window_parse(optarg, &p->window) < 0) {
				pt_err("--window: '%s' is not START[,LENGTH] in seconds (START 0 or "
				       "more, LENGTH more than 0, up to a year)", optarg);
				return -1;
			}
			p->have_window = 1;
			break;
		case OPT_KEEP_SPOOL:
			p->keep_spool = optarg;
			break;
		case OPT_SINGLE_THREAD:
			p->single_thread = 1;
			break;
		case 'q':
			pt_verbose = 0;
			break;
		case 'v':
			pt_verbose = 2;
			break;
		case 'h':
			fputs(record_usage, stdout);
			exit(0);
		default:
			fputs(record_usage, stderr);
			return -1;
		}
	}
	if (optind < argc)
		p->argv = argv + optind;
	if (!p->argv && !p->all_cpus) {
		pt_err("record: no command given (use -a to record the whole system)");
		fputs(record_usage, stderr);
		return -1;
	}
	if (p->argv && p->all_cpus) {
		pt_err("record: -a takes no command");
		return -1;
	}
	if (p->have_window && p->duration > 0 && p->window.start_s >= p->duration) {
		pt_err("--window %g: opens after --duration %g has ended the recording",
		       p->window.start_s, p->duration);
		return -1;
	}
	if (p->counters_only && (p->buffer_kb || p->reader_opts || p->nr_extra || p->nr_dropped ||
				 p->keep_spool || p->single_thread || p->have_window || p->cpu_set)) {
		pt_err("--counters-only records no tracepoints: -b, --buffer-percent, -r, -e, "
		       "--no-event, -C, --window, --keep-spool and --single-thread do not "
		       "apply");
		return -1;
	}
	return 0;
}

/*
 * request_events - the default events less --no-event, and -e's
 * Return: 0; -2 on a usage error (a --no-event that is not a default event,
 * an -e event this kernel lacks: printed); -1 out of memory.
 */
static int request_events(struct trace_inst *ti, const struct record_params *p)
{
	int i;

	for (i = 0; i < NR_EVENT_TABLES; i++)
		if (inst_add_event(ti, evmap_tables[i].system, evmap_tables[i].event,
				   i == TBL_SCHED_SWITCH) < 0)
			return -1;
	for (i = 0; i < p->nr_dropped; i++) {
		const struct table_def *sw = &evmap_tables[TBL_SCHED_SWITCH];
		const char *d = p->dropped[i], *colon = strchr(d, ':');

		if (colon && (size_t)(colon - d) == strlen(sw->system) &&
		    !strncmp(d, sw->system, colon - d))
			d = colon + 1;
		if (!strcmp(d, sw->event)) {
			pt_err("--no-event: %s is what every analysis stands on", sw->event);
			return -2;
		}
		if (!inst_drop_event(ti, p->dropped[i])) {
			pt_err("--no-event: %s is not one of the default events", p->dropped[i]);
			return -2;
		}
	}
	for (i = 0; i < p->nr_extra; i++) {
		char *sys = strndup(p->extra[i], strchr(p->extra[i], ':') - p->extra[i]);
		int ret;

		if (!sys)
			return -1;
		/* asked for by name: a typo must not record nothing quietly */
		if (!tracefs_event_file_exists(NULL, sys, strchr(p->extra[i], ':') + 1, "format")) {
			pt_err("-e: %s: no such event in this kernel (see %s/available_events)",
			       p->extra[i], tracefs_tracing_dir());
			free(sys);
			return -2;
		}
		ret = inst_add_event(ti, sys, strchr(p->extra[i], ':') + 1, 0);
		free(sys);
		if (ret < 0)
			return -1;
	}
	return 0;
}

/*
 * abandoned - signals since the command ended: the first one is said and
 * the database is still written (what was recorded stays as it was); a
 * second one abandons it.  Return: 128+N to exit with, or 0.
 */
static int abandoned(const struct workload *w)
{
	static int said;
	int sig, n = workload_signals_pending(&sig) - w->signals_at_end;

	if (w->signals_at_end < 0)
		return 0; /* the command has not ended */
	if (n >= 1 && !said) {
		said = 1;
		pt_err("SIG%s while writing the database: finishing it (again to abandon it)",
		       sigabbrev_np(sig));
	}
	return n >= 2 ? 128 + sig : 0;
}

/*
 * second_signal - abandoned() without a word, for where nothing may be
 * printed: SQLite's progress handler (which interrupts a long statement,
 * an index build, when it says yes) and rundb_finish()'s steps
 */
static int second_signal(void *arg)
{
	const struct workload *w = arg;

	return w->signals_at_end >= 0 && workload_signals_pending(NULL) - w->signals_at_end >= 2;
}

/*
 * build_indexes - db_build_indexes(), interrupted by a second signal (the
 * progress handler asks every 1000 steps), which is then no SQLite error
 */
static int build_indexes(sqlite3 *db, const struct workload *w)
{
	char *err = NULL;
	int rc;

	sqlite3_progress_handler(db, 1000, second_signal, (void *)w);
	rc = sqlite3_exec(db, pt_indexes_sql, NULL, NULL, &err);
	sqlite3_progress_handler(db, 0, NULL, NULL);
	if (rc != SQLITE_OK && !(rc == SQLITE_INTERRUPT && second_signal((void *)w)))
		pt_err("sqlite: building the indexes: %s", err ? err : sqlite3_errmsg(db));
	sqlite3_free(err);
	return rc == SQLITE_OK ? 0 : -1;
}

/* convert - decode the spool and insert every event (step 6) */
/*
 * stored_events - each CPU's events read back from the spool, beside the
 * ring buffer's read_events in buffer_stats and in the summary: equal
 * unless events were lost on the way that nothing else counts
 */
static int stored_events(sqlite3 *db, const long long *per_cpu, int nr_cpus,
			 struct summary *sum)
{
	sqlite3_stmt *st = db_prepare(db, "UPDATE buffer_stats SET events = ? WHERE cpu = ?");
	int cpu, ret = 0;

	if (!st)
		return -1;
	for (cpu = 0; cpu < nr_cpus && !ret; cpu++) {
		sqlite3_bind_int64(st, 1, per_cpu[cpu]);
		sqlite3_bind_int(st, 2, cpu);
		if (sqlite3_step(st) != SQLITE_DONE) {
			pt_err("sqlite: buffer_stats: %s", sqlite3_errmsg(db));
			ret = -1;
		}
		sqlite3_reset(st);
		summary_stored(sum, cpu, per_cpu[cpu]);
	}
	sqlite3_finalize(st);
	return ret;
}

static int convert(struct tep_handle *tep, const struct spool_dir *sd, int nr_cpus, int subbuf,
		   struct rundb *r, const struct record_params *p, struct spool *spool,
		   const struct workload *w, struct summary *sum)
{
	unsigned long events = 0;
	const struct spool_loss *sl;
	int i, n;
	struct spool_reader *sr;
	struct tep_record rec;
	struct loader *l;
	long long missed, *per_cpu;
	int ret = 0;

	per_cpu = calloc(nr_cpus, sizeof(*per_cpu));
	if (!per_cpu)
		return -1;
	sr = spool_reader_open(tep, sd->path, sd->fd, nr_cpus, subbuf);
	if (!sr) {
		free(per_cpu);
		return -1;
	}
	l = loader_open(r->db, !p->single_thread);
	if (!l) {
		spool_reader_close(sr);
		free(per_cpu);
		return -1;
	}
	inst_read_cmdlines(l);
	while (spool_reader_next(sr, &rec, &missed) > 0) {
		if (!(++events & 0xffff) && abandoned(w)) {
			ret = -1;
			break;
		}
		if (rec.cpu >= 0 && rec.cpu < nr_cpus)
			per_cpu[rec.cpu]++;
		if (missed && loader_lost(l, rec.cpu, rec.ts, missed) < 0) {
			ret = -1;
			break;
		}
		if (missed)
			summary_lost_at(sum, rec.cpu, rec.ts, missed);
		if (loader_tep(l, tep, &rec) < 0) {
			ret = -1;
			break;
		}
	}
	spool_reader_close(sr);
	/* what never reached the spool, as lost events where it was lost */
	n = spool_losses(spool, &sl);
	for (i = 0; i < n && !ret; i++) {
		if (loader_lost(l, sl[i].cpu, sl[i].ts, sl[i].events) < 0 ||
		    (sl[i].missed && loader_lost(l, sl[i].cpu, sl[i].ts, sl[i].missed) < 0))
			ret = -1;
		summary_spool_lost(sum, sl[i].cpu, sl[i].ts, sl[i].ts_end, sl[i].events);
		if (sl[i].missed)
			summary_lost_at(sum, sl[i].cpu, sl[i].ts, sl[i].missed);
	}
	summary_loader(sum, l);
	if (loader_close(l) < 0)
		ret = -1;
	if (!ret && stored_events(r->db, per_cpu, nr_cpus, sum) < 0)
		ret = -1;
	free(per_cpu);
	return ret;
}

/* store_output - the workload's output, as lines, into workload_output */
static int store_output(sqlite3 *db, const struct workload *w)
{
	static const char *const streams[2] = { "stdout", "stderr" };
	sqlite3_stmt *st;
	char *line = NULL;
	size_t cap = 0;
	ssize_t n;
	int i, ret = 0;

	st = db_prepare(db, "INSERT INTO workload_output (stream, line_no, text) VALUES (?, ?, ?)");
	if (!st)
		return -1;
	for (i = 0; i < 2 && !ret; i++) {
		FILE *f = workload_output_file(w, i);
		long line_no = 0;

		if (!f)
			continue;
		while (!ret && (n = getline(&line, &cap, f)) > 0) {
			if (line[n - 1] == '\n')
				n--;
			sqlite3_bind_text(st, 1, streams[i], -1, SQLITE_STATIC);
			sqlite3_bind_int64(st, 2, ++line_no);
			sqlite3_bind_text(st, 3, line, (int)n, SQLITE_STATIC);
			if (sqlite3_step(st) != SQLITE_DONE) {
				pt_err("sqlite: workload_output: %s", sqlite3_errmsg(db));
				ret = -1;
			}
			sqlite3_reset(st);
		}
		fclose(f);
	}
	free(line);
	sqlite3_finalize(st);
	return ret;
}

/* store_results - the workload's output and what it says of itself */
static int store_results(sqlite3 *db, const struct workload *w)
{
	static const char *const names[2] = { "the workload's stdout", "the workload's stderr" };
	int i, rc;

	if (store_output(db, w) < 0)
		return -1;
	for (i = 0; i < 2; i++) {
		FILE *f = workload_output_file(w, i);

		if (!f)
			continue;
		rc = results_parse_stream(db, f, names[i]);
		fclose(f);
		if (rc < 0)
			return -1;
	}
	return results_add(db, "elapsed", (double)(w->t_end_ns - w->t_start_ns) / 1e9, "s",
			   "lower", 0);
}

static char *join_argv(char **argv)
{
	struct strbuf sb = STRBUF_INIT;
	int i;

	for (i = 0; argv && argv[i]; i++) {
		if (i)
			sb_addc(&sb, ' ');
		/* Quote what a shell would split, so the line can be pasted back. */
		if (argv[i][strcspn(argv[i], " \t\n'\"\\$`*?[]{}()<>|&;#~")] || !argv[i][0]) {
			const char *c;

			sb_addc(&sb, '\'');
			for (c = argv[i]; *c; c++) {
				if (*c == '\'')
					sb_adds(&sb, "'\\''");
				else
					sb_addc(&sb, *c);
			}
			sb_addc(&sb, '\'');
		} else {
			sb_adds(&sb, argv[i]);
		}
	}
	return sb.buf ? sb.buf : strdup("");
}

/* spool_meta - how the readers ran, what the spool lost, and the loss line */
static int spool_meta(sqlite3 *db, const struct trace_inst *ti, const struct spool *spool,
		      const struct summary *sum)
{
	const struct spool_loss *sl;
	struct strbuf sb = STRBUF_INIT;
	long long lost = 0;
	int i, n, ret = 0;
	char pct[32];

	ret |= db_set_meta_int(db, "buffer_size_kb", (long long)ti->buffer_kb);
	if (ti->buffer_percent >= 0)
		ret |= db_set_meta_int(db, "buffer_percent", ti->buffer_percent);
	ret |= db_set_meta(db, "spool_readers", spool_policy(spool));
	snprintf(pct, sizeof(pct), "%.1f", spool_peak_pct(spool));
	ret |= db_set_meta(db, "buffer_peak_pct", pct);
	n = spool_losses(spool, &sl);
	for (i = 0; i < n; i++)
		lost += sl[i].events;
	if (spool_error(spool)) {
		ret |= db_set_meta_int(db, "spool_lost_events", lost);
		ret |= db_set_meta(db, "spool_error", spool_error(spool));
	}
	summary_lost_text(sum, ti->nr_cpus, &sb);
	ret |= db_set_meta(db, "lost", sb_cstr(&sb));
	sb_free(&sb);
	return ret ? -1 : 0;
}

/*
 * sampler_meta - what the counter sampler cost: counters_sampler (a line
 * for people, said in the summary too) and its numbers
 */
static int sampler_meta(sqlite3 *db, struct counters *ctr, const struct workload *w,
			struct strbuf *line)
{
	struct counters_cost k;
	double span = (double)(w->t_end_ns - w->t_start_ns);
	int ret = 0;

	counters_cost(ctr, &k);
	if (!k.rounds)
		return 0;
	sb_printf(line, "%llu rounds of %d readings in %d read%s each; %.1f ms of CPU", k.rounds,
		  k.readings, k.reads, k.reads == 1 ? "" : "s", (double)k.cpu_ns / 1e6);
	if (span > 0)
		sb_printf(line, " (%.2f%% of one CPU)", 100.0 * (double)k.cpu_ns / span);
	sb_printf(line, ", the longest round %.0f us", (double)k.max_round_ns / 1e3);
	ret |= db_set_meta(db, "counters_sampler", sb_cstr(line));
	ret |= db_set_meta_int(db, "counters_rounds", (long long)k.rounds);
	ret |= db_set_meta_int(db, "counters_reads_per_round", k.reads);
	ret |= db_set_meta_int(db, "counters_sampler_cpu_ns", k.cpu_ns);
	ret |= db_set_meta_int(db, "counters_round_max_ns", k.max_round_ns);
	return ret ? -1 : 0;
}

static int write_meta(struct rundb *r, const struct record_params *p, struct trace_inst *ti,
		      const struct workload *w, const char *counters_desc, int interrupted)
{
	struct strbuf sb = STRBUF_INIT;
	char *cmd = join_argv(p->argv), *driver, *governor, *label = NULL, *bench = NULL;
	sqlite3 *db = r->db;
	int ret = 0;

	ret |= db_set_meta(db, "source", "record");
	ret |= db_set_meta(db, "tracing", p->counters_only ? "counters-only" : "full");
	ret |= db_set_meta(db, "trace_clock", "mono");
	ret |= db_set_meta_int(db, "t_start_ns", (long long)w->t_start_ns);
	ret |= db_set_meta_int(db, "t_end_ns", (long long)w->t_end_ns);
	ret |= db_set_meta(db, "workload_cmd", p->argv ? cmd : "");
	if (w->pid) {
		ret |= db_set_meta_int(db, "workload_pid", w->pid);
		ret |= db_set_meta_int(db, "workload_exit", workload_exit_code(w));
		if (w->output_lost[0] + w->output_lost[1])
			ret |= db_set_meta_int(db, "workload_output_lost_bytes",
					       (long long)(w->output_lost[0] + w->output_lost[1]));
	}
	ret |= db_set_meta_int(db, "interrupted", interrupted);
	ret |= db_set_meta(db, "counters", counters_desc);
	if (p->cpu_set) {
		cpulist_format(p->cpu_set, p->cpu_set_len, &sb);
		ret |= db_set_meta(db, "traced_cpus", sb_cstr(&sb));
		sb_reset(&sb);
	}
	if (p->have_window) {
		const struct trace_window *tw = &p->window;

		sb_printf(&sb, "%g", tw->start_s);
		if (tw->len_s > 0)
			sb_printf(&sb, ",%g", tw->len_s);
		ret |= db_set_meta(db, "trace_window", sb_cstr(&sb));
		sb_reset(&sb);
		/* never opened (the run ended first): no events, and no times */
		if (tw->on_ns) {
			/* the bounds of the events, and how long each write of
			 * tracing_on took (when it took effect is not known) */
			ret |= db_set_meta_int(db, "trace_window_start_ns", (long long)tw->on_ns);
			ret |= db_set_meta_int(db, "trace_window_end_ns", (long long)tw->off_ns);
			ret |= db_set_meta_int(db, "trace_window_on_write_ns",
					       (long long)(tw->on_done_ns - tw->on_ns));
			ret |= db_set_meta_int(db, "trace_window_off_write_ns",
					       (long long)(tw->off_ns - tw->off_begin_ns));
			if (tw->tasks)
				ret |= db_set_meta(db, "trace_window_workload_pids", tw->tasks);
		}
	}
	/* a light run enabled nothing: both lists stay empty */
	inst_enabled(ti, &sb);
	ret |= db_set_meta(db, "events_enabled", sb_cstr(&sb));
	sb_reset(&sb);
	inst_missing(ti, &sb);
	ret |= db_set_meta(db, "events_missing", sb_cstr(&sb));
	driver = db_get_meta(db, "driver");
	governor = db_get_meta(db, "governor");
	label = db_default_label(driver, governor);
	if (p->argv) {
		const char *base = strrchr(p->argv[0], '/');

		bench = strdup(base ? base + 1 : p->argv[0]);
	}
	ret |= rundb_write_opts(r, &p->run, label, bench);
	free(label);
	free(bench);
	free(driver);
	free(governor);
	free(cmd);
	sb_free(&sb);
	return ret ? -1 : 0;
}

int cmd_record(int argc, char **argv)
{
	struct record_params p = { 0 };
	struct trace_inst ti = { 0 };
	struct workload w;
	struct summary *sum = NULL;
	struct counters *ctr = NULL;
	struct tep_handle *tep = NULL;
	struct spool *spool = NULL;
	struct spool_opts sopts;
	struct rundb r = RUNDB_INIT;
	struct spool_dir sd = { .fd = -1, .parent_fd = -1 };
	char *desc = NULL, *sum_desc = NULL, *stale_dir, **start_stats = NULL;
	char ctr_path[4096];
	struct utsname uts;
	int ret = 1, rc, subbuf = 0, sig = 0, interrupted, nr_cpus, written = 0;
	uint64_t t_conv;

	workload_init(&w);
	if (parse_args(argc, argv, &p) < 0) {
		run_opts_free(&p.run);
		free(p.extra);
		free(p.dropped);
		free(p.cpu_set);
		return 2;
	}
	/* a path that cannot take the database: refused before anything runs */
	if (rundb_check_output(p.run.output) < 0) {
		ret = 2;
		goto out_free;
	}
	if (p.argv && (rc = workload_resolve(p.argv[0])) != 0) {
		ret = rc;
		goto out_free;
	}
	/* From here on a Ctrl-C is noted, not fatal: nothing may be left behind. */
	if (workload_signals_install() < 0) {
		pt_err("cannot install signal handlers: %s", strerror(errno));
		goto out_free;
	}
	if (!p.counters_only) {
		if (inst_check_tracefs() < 0)
			goto out_free;
		rc = request_events(&ti, &p);
		if (rc < 0) {
			ret = rc == -2 ? 2 : 1;
			goto out_free;
		}
		/* what recordings killed before they could clean up left behind */
		inst_remove_stale();
	}
	stale_dir = rundb_dir(p.run.output);
	if (stale_dir)
		spool_remove_stale(stale_dir);
	free(stale_dir);
	rundb_remove_stale(p.run.output);

	/* 1. the database */
	if (rundb_create(&r, p.run.output) < 0)
		goto out_free;
	if (sysfs_snapshot(r.db, sysfs_root()) < 0 ||
	    context_snapshot(r.db, sysfs_root(), uname(&uts) == 0 ? uts.release : "") < 0)
		goto out_abort;
	if (spool_dir_make(&sd, p.keep_spool, p.run.output) < 0)
		goto out_abort;

	/* 2. the instance (none for a light run) */
	if (p.counters_only) {
		nr_cpus = (int)sysconf(_SC_NPROCESSORS_CONF);
		pt_debug("counters only: no tracefs instance; spool folder %s", sd.path);
		goto setup_done;
	}
	ti.cpu_set = p.cpu_set;
	ti.cpu_set_len = p.cpu_set_len;
	if (inst_create(&ti, p.buffer_kb, p.buffer_percent) < 0)
		goto out_abort;
	nr_cpus = ti.nr_cpus;
	{
		struct strbuf sb = STRBUF_INIT;

		inst_missing(&ti, &sb);
		if (sb.len)
			pt_warn("not in this kernel, not recorded: %s", sb_cstr(&sb));
		sb_free(&sb);
	}
	tep = inst_load_tep(&ti);
	if (!tep)
		goto out_destroy;
	subbuf = inst_subbuf_size(&ti);
	if (pt_verbose > 1) {
		struct strbuf sb = STRBUF_INIT;

		inst_enabled(&ti, &sb);
		pt_debug("instance %s, %d CPUs, sub-buffers of %d bytes, events: %s", ti.name,
			 ti.nr_cpus, subbuf, sb_cstr(&sb));
		sb_free(&sb);
		pt_debug("spool folder %s", sd.path);
	}
setup_done:
	sum = summary_new(nr_cpus);
	if (!sum)
		goto out_destroy;
	if (p.counters_only)
		summary_light(sum);

	/* 3. the workload, held: forked before any ring-buffer or counter fd is
	 * open, which it would inherit and which would keep the instance busy */
	if (p.argv && workload_prepare(&w, p.argv, sd.path, sd.fd) < 0)
		goto out_destroy;

	/* 4. readers, counters */
	if (!p.counters_only) {
		sopts.dir_fd = sd.fd;
		sopts.rt_prio = p.rt_prio;
		sopts.subbuf_size = subbuf;
		sopts.buffer_kb = ti.buffer_kb;
		sopts.tep = tep;
		spool = spool_start(ti.inst, ti.nr_cpus, sd.path, &sopts);
		if (!spool)
			goto out_destroy;
	}
	if (!p.no_counters) {
		snprintf(ctr_path, sizeof(ctr_path), "%s/" SPOOL_COUNTERS, sd.path);
		ctr = counters_open(sysfs_root(), nr_cpus, sd.fd, ctr_path);
	}

	/* 5. tracing on (with --window: once the workload runs), the workload
	 * released */
	if (!p.counters_only && !p.have_window && inst_start(&ti) < 0) {
		pt_err("%s: cannot turn tracing on: %s", ti.name, strerror(errno));
		goto out_stop;
	}
	/* what the buffers held and had lost before the workload ran */
	if (!p.counters_only)
		start_stats = inst_stats_snapshot(&ti);
	if (ctr) {
		desc = strdup(counters_describe(ctr));
		if (counters_start(ctr, p.interval_us) < 0) {
			free(desc);
			desc = strdup("not sampled: the sampler could not start");
			counters_close(ctr);
			ctr = NULL;
		}
	} else {
		desc = strdup("not sampled (--no-counters)");
	}
	pt_debug("counters: %s", desc ? desc : "?");
	/* a signal during the setup: run nothing (with -a it only ends the
	 * recording, in workload_wait) */
	if (p.argv && workload_signals_pending(&sig)) {
		pt_err("interrupted before the workload started: nothing recorded");
		ret = 128 + sig;
		goto out_stop;
	}
	if (workload_go(&w) < 0) {
		ret = workload_signals_pending(&sig) ? 128 + sig : 127;
		goto out_stop;
	}
	if (w.pid)
		pt_debug("workload %s started, pid %d", p.argv[0], (int)w.pid);
	p.window.root = w.pid;
	if (p.have_window && window_start(&p.window, &ti, w.t_start_ns) < 0)
		pt_warn("--window: the window cannot open: no events recorded");
	workload_wait(&w, p.duration);
	window_end(&p.window);
	if (p.have_window && p.window.on_err) {
		pt_err("%s: cannot turn tracing %s for the window: %s", ti.name,
		       p.window.err_what, strerror(p.window.on_err));
		goto out_stop;
	}
	if (p.have_window && !p.window.on_ns)
		pt_warn("--window: the run ended before the window's start: no events recorded");
	if (p.cpu_set || p.have_window) {
		struct strbuf sb = STRBUF_INIT;

		if (p.cpu_set) {
			sb_adds(&sb, "CPUs ");
			cpulist_format(p.cpu_set, p.cpu_set_len, &sb);
			sb_adds(&sb, " only (-C); counters on every CPU");
		}
		if (p.have_window && p.window.on_ns)
			sb_printf(&sb, "%sfrom %.3f to %.3f s of the run (--window)",
				  sb.len ? "; " : "", (double)(p.window.on_ns - w.t_start_ns) / 1e9,
				  (double)(p.window.off_ns - w.t_start_ns) / 1e9);
		else if (p.have_window)
			sb_printf(&sb, "%snothing: the run ended before the window (--window)",
				  sb.len ? "; " : "");
		summary_traced(sum, sb_cstr(&sb));
		sb_free(&sb);
	}
	pt_debug("recording ended after %.3f s; converting", (double)(mono_ns() - w.t_start_ns) / 1e9);

	/* 6. stop and clean up the system side */
	inst_stop(&ti);
	if (ctr)
		counters_stop(ctr);
	if (spool) {
		spool_stop(spool);
		if (pt_verbose > 1) {
			struct strbuf sb = STRBUF_INIT;

			spool_describe(spool, &sb);
			pt_debug("readers: %s", sb_cstr(&sb));
			sb_free(&sb);
		}
		inst_read_stats(&ti, r.db, sum);
		inst_store_stats(&ti, start_stats, r.db, "buffer_stats_start", NULL);
	}
	inst_stats_free(&ti, start_stats);
	start_stats = NULL;
	inst_destroy(&ti);
	/* the workload was interrupted, not the conversion that comes after it;
	 * -a without --duration: Ctrl-C is how the recording ends, as with perf */
	interrupted = w.interrupted && (p.argv || p.duration > 0);

	/* 7. the database */
	if (spool)
		summary_recording(sum, w.t_start_ns, ti.buffer_kb, spool_policy(spool),
				  spool_realtime(spool), p.rt_prio && !spool_realtime(spool),
				  spool_error(spool));
	t_conv = mono_ns();
	/* a second signal abandons the database at any point until it is in
	 * place: between the steps below, in the index build (which can take
	 * long; build_indexes()), and between the renames */
	r.stop = second_signal;
	r.stop_arg = &w;
	if (db_exec(r.db, "BEGIN") < 0)
		goto out_abort;
	if (spool && convert(tep, &sd, ti.nr_cpus, subbuf, &r, &p, spool, &w, sum) < 0)
		goto out_converting;
	if (ctr && counters_load(ctr, r.db) < 0)
		goto out_converting;
	if (w.pid && store_results(r.db, &w) < 0)
		goto out_converting;
	if (ctr) {
		struct strbuf line = STRBUF_INIT;
		char *both;

		if (sampler_meta(r.db, ctr, &w, &line) < 0) {
			sb_free(&line);
			goto out_converting;
		}
		/* the summary's counters line says the cost too */
		if (line.len && desc && asprintf(&both, "%s; sampler: %s", desc, sb_cstr(&line)) >= 0)
			sum_desc = both;
		sb_free(&line);
	}
	if (write_meta(&r, &p, &ti, &w, desc ? desc : "", interrupted) < 0 ||
	    (spool && spool_meta(r.db, &ti, spool, sum) < 0))
		goto out_converting;
	if (abandoned(&w) || db_exec(r.db, "COMMIT") < 0 || abandoned(&w) ||
	    build_indexes(r.db, &w) < 0 || abandoned(&w))
		goto out_converting;
	summary_set(sum, w.t_end_ns - w.t_start_ns, mono_ns() - t_conv, sum_desc ? sum_desc : desc,
		    p.run.output, p.argv ? p.argv[0] : NULL, w.pid ? workload_exit_code(&w) : -1, interrupted);
	rc = rundb_finish(&r);
	if (rc == -EINTR)
		goto out_converting;
	if (rc < 0)
		goto out_abort;
	written = 1;
	summary_print(sum, nr_cpus);
	ret = w.pid ? workload_status(&w) : (interrupted ? 128 + w.sig : 0);
	goto out_cleanup;

out_converting:
	/* abandoned by a second signal: say so, and exit as that signal says */
	rc = abandoned(&w);
	if (rc) {
		pt_err("%s: not written: the recording was abandoned", p.run.output);
		ret = rc;
	}
	goto out_abort;

out_stop:
	window_end(&p.window);
	inst_stop(&ti);
	if (spool) {
		spool_stop(spool);
	}
	inst_stats_free(&ti, start_stats);
out_destroy:
	inst_destroy(&ti);
out_abort:
	rundb_abort(&r);
out_cleanup:
	workload_cleanup(&w);
	if (spool)
		spool_free(spool);
	if (ctr)
		counters_close(ctr);
	spool_dir_close(&sd);
	if (tep)
		tep_free(tep);
	summary_free(sum);
	inst_free(&ti);
	free(desc);
	free(sum_desc);
	/* once the database is in place it stays: a second signal since is said */
	if (written && second_signal(&w)) {
		workload_signals_pending(&sig);
		pt_err("%s: written and in place before the second SIG%s: kept", p.run.output,
		       sigabbrev_np(sig));
	}
out_free:
	inst_free(&ti);
	run_opts_free(&p.run);
	free(p.extra);
	free(p.dropped);
	free(p.cpu_set);
	window_free(&p.window);
	return ret;
}
