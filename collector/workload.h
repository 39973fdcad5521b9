/* SPDX-License-Identifier: GPL-2.0 */
/*
 * workload - the command being recorded.
 *
 * Forked before tracing starts and held until workload_go(), so that its
 * exec and everything it forks are traced.  Its stdout and stderr pass
 * through to ours unchanged and are kept in spool files for the
 * workload_output table.  SIGINT and SIGTERM sent to pstate-trace are
 * forwarded to it.
 */
#ifndef PT_WORKLOAD_H
#define PT_WORKLOAD_H

#include <signal.h>
#include <stdint.h>
#include <sys/types.h>

struct workload {
	pid_t pid;      /* 0 when there is no command (-a) */
	int go_fd;      /* write end: releases the child */
	int exec_fd;    /* read end: the child's exec errno, EOF on success */
	int out_fd[2];  /* read ends of the child's stdout, stderr */
	int spool_fd[2];
	char spool_path[2][4096];
	int status;     /* as waitpid() gives it */
	int exited;
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
 * workload_signals_install - handle SIGINT, SIGTERM (and SIGCHLD) from now on
 * Return: 0 or -1.
 */
int workload_signals_install(void);

/* workload_signals_pending - SIGINT/SIGTERM received so far; @sig: the last one */
int workload_signals_pending(int *sig);

/**
 * workload_prepare - fork the child; it waits before exec
 * @argv: NULL-terminated
 * @spool_dir: where stdout.raw and stderr.raw are kept
 * Return: 0, or -1 (message printed).
 */
int workload_prepare(struct workload *w, char **argv, const char *spool_dir);

/**
 * workload_go - let the child exec
 * Return: 0, or -1 when exec failed (message printed; the child exited 127).
 */
int workload_go(struct workload *w);

/**
 * workload_wait - pass output through until the child exits (and forward
 * signals), or, without a child, until @duration_s has passed or a signal
 * came; with a child and @duration_s > 0, the child is sent SIGINT then.
 * Return: 0.
 */
int workload_wait(struct workload *w, double duration_s);

/**
 * workload_exit_code - the status pstate-trace exits with: 128+N when we
 * were interrupted by signal N, else the child's exit status (128+N when it
 * was killed by signal N)
 */
int workload_exit_code(const struct workload *w);

/* workload_cleanup - close the fds (the spool files stay) */
void workload_cleanup(struct workload *w);

/* mono_ns - CLOCK_MONOTONIC in ns: the recording's trace clock */
uint64_t mono_ns(void);

#endif
