/* SPDX-License-Identifier: GPL-2.0 */
/*
 * workload - the command being recorded.
 *
 * Forked before tracing starts and held until workload_go(), so that its
 * exec and everything it forks are traced.  It runs in a process group of
 * its own, which gets the terminal when we have it (as a shell gives it to
 * a job), so that Ctrl-C and Ctrl-Z reach it and all its children, and it
 * can read the terminal; SIGINT, SIGTERM and SIGHUP sent to pstate-trace
 * are passed on to that whole group.  Its stdout and stderr pass through to
 * ours unchanged and are kept in spool files for the workload_output table.
 *
 * What it leaves running (a daemon holding its stdout or stderr) is not
 * waited for: when the command has exited, a small relay process of our
 * own, in a session of its own, takes over the pipes and goes on passing
 * what they carry to our stdout and stderr until the last writer closes
 * them, so the daemon never meets a closed pipe (SIGPIPE).
 */
#ifndef PT_WORKLOAD_H
#define PT_WORKLOAD_H

#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <sys/types.h>

struct workload {
	pid_t pid;      /* 0 when there is no command (-a); its process group too */
	int go_fd;      /* write end: releases the child */
	int exec_fd;    /* read end: the child's exec errno, EOF on success */
	int out_fd[2];  /* read ends of the child's stdout, stderr */
	int spool_fd[2];
	int spool_dir_fd; /* the spool folder they are in (not ours to close) */
	char spool_path[2][4096];
	unsigned long long output_lost[2]; /* bytes the spool files could not take */
	int tty_fd;     /* the terminal given to the workload's group, -1 if none */
	int status;     /* as waitpid() gives it */
	int exited;
	int interrupted; /* a signal came while it ran, or one ended it */
	int sig;         /* the signal of a signalled run: 128 + sig is our status */
	int sent_int;    /* the SIGINT of --duration */
	int signals_at_end; /* workload_signals_pending() when it had ended; -1 before */
	uint64_t t_start_ns, t_end_ns; /* CLOCK_MONOTONIC */
};

/* workload_init - no child, every fd -1 (what -a records with) */
void workload_init(struct workload *w);

/**
 * workload_resolve - find @cmd as the shell would (PATH unless it has a '/')
 * Return: 0; 127 (not found) or 126 (not executable) with a shell-like message.
 */
int workload_resolve(const char *cmd);

/**
 * workload_signals_install - handle SIGINT, SIGTERM, SIGHUP (and SIGCHLD)
 * from now on; SIGPIPE is ignored
 * Return: 0 or -1.
 */
int workload_signals_install(void);

/* workload_signals_pending - SIGINT/SIGTERM/SIGHUP received so far; @sig: the last */
int workload_signals_pending(int *sig);

/**
 * workload_prepare - fork the child; it waits before exec
 * @argv: NULL-terminated
 * @spool_dir: where stdout.raw and stderr.raw are kept, for messages
 * @dir_fd: that folder: they are made in it, never through a link
 * Return: 0, or -1 (message printed).
 */
int workload_prepare(struct workload *w, char **argv, const char *spool_dir, int dir_fd);

/**
 * workload_output_file - the kept copy of the workload's stdout (@i 0) or
 * stderr (1), from the start, to read
 * Return: the stream (fclose it), or NULL (errno set).
 */
FILE *workload_output_file(const struct workload *w, int i);

/**
 * workload_go - give the child the terminal (when we have it) and let it exec
 * Return: 0, or -1 when exec failed (message printed; the child exited 127).
 */
int workload_go(struct workload *w);

/**
 * workload_wait - pass output through until the child exits (and pass
 * signals on to its group), or, without a child, until @duration_s has
 * passed or a signal came; with a child and @duration_s > 0, its group is
 * sent SIGINT then.  Takes the terminal back, and leaves the relay behind
 * when something still holds the child's stdout or stderr.
 * Return: 0.
 */
int workload_wait(struct workload *w, double duration_s);

/**
 * workload_exit_code - the command's own exit status (128+N when it was
 * killed by signal N); never what happened to pstate-trace after it ended
 */
int workload_exit_code(const struct workload *w);

/**
 * workload_status - the status pstate-trace exits with: 128+N when it was
 * sent signal N while the command ran, else workload_exit_code()
 */
int workload_status(const struct workload *w);

/* workload_cleanup - close the fds (the spool files stay); kill a held child */
void workload_cleanup(struct workload *w);

/* mono_ns - CLOCK_MONOTONIC in ns: the recording's trace clock */
uint64_t mono_ns(void);

#endif
