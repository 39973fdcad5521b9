// SPDX-License-Identifier: GPL-2.0
/*
 * workload.c - fork, hold, exec, pass output through, pass signals on.
 */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>
#include "msg.h"
#include "spool.h"
#include "workload.h"

/*
 * The signals that end a recording.  SIGINT and SIGTERM are always ours, as
 * in perf record (`kill -INT` stops a recording started with & in a script,
 * where SIGINT comes ignored); SIGHUP ignored at our start (nohup) stays
 * ignored, for us and for the workload.
 */
static const int end_signals[] = { SIGINT, SIGTERM, SIGHUP };
#define NR_END_SIGNALS ((int)(sizeof(end_signals) / sizeof(end_signals[0])))

static volatile sig_atomic_t sig_count;
static volatile sig_atomic_t sig_last;
static int self_pipe[2] = { -1, -1 };
static int handled[NR_END_SIGNALS];

uint64_t mono_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000000ULL + (uint64_t)ts.tv_nsec;
}

static void on_signal(int sig)
{
	int saved = errno;
	char c = (char)sig;

	if (sig != SIGCHLD) {
		sig_count++;
		sig_last = sig;
	}
	if (self_pipe[1] >= 0 && write(self_pipe[1], &c, 1) < 0) {
		/* The pipe is full: a wakeup is pending anyway. */
	}
	errno = saved;
}

void workload_init(struct workload *w)
{
	memset(w, 0, sizeof(*w));
	w->go_fd = w->exec_fd = w->tty_fd = w->spool_dir_fd = -1;
	w->signals_at_end = -1;
	w->out_fd[0] = w->out_fd[1] = w->spool_fd[0] = w->spool_fd[1] = -1;
}

int workload_signals_install(void)
{
	struct sigaction sa;
	int i;

	if (self_pipe[0] < 0 && pipe2(self_pipe, O_CLOEXEC | O_NONBLOCK) < 0)
		return -1;
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_signal;
	sa.sa_flags = SA_RESTART;
	sigemptyset(&sa.sa_mask);
	for (i = 0; i < NR_END_SIGNALS; i++) {
		struct sigaction old;

		if (sigaction(end_signals[i], NULL, &old) < 0)
			return -1;
		if (end_signals[i] == SIGHUP && old.sa_handler == SIG_IGN)
			continue;
		if (sigaction(end_signals[i], &sa, NULL) < 0)
			return -1;
		handled[i] = 1;
	}
	/* no SA_NOCLDSTOP: a workload stopped at the terminal (Ctrl-Z) stops us */
	if (sigaction(SIGCHLD, &sa, NULL) < 0)
		return -1;
	/* a reader of our output that goes away (| head) must not kill us
	 * with the instance still there: writes fail with EPIPE instead */
	signal(SIGPIPE, SIG_IGN);
	return 0;
}

int workload_signals_pending(int *sig)
{
	if (sig)
		*sig = sig_last;
	return sig_count;
}

int workload_resolve(const char *cmd)
{
	const char *path = getenv("PATH");
	char buf[4096];
	struct stat st;
	int found_noexec = 0;

	if (strchr(cmd, '/')) {
		if (stat(cmd, &st) < 0) {
			pt_err("%s: %s", cmd, strerror(errno));
			return 127;
		}
		if (S_ISDIR(st.st_mode) || access(cmd, X_OK) < 0) {
			pt_err("%s: %s", cmd, S_ISDIR(st.st_mode) ? "Is a directory" : strerror(errno));
			return 126;
		}
		return 0;
	}
	if (!path)
		path = "/usr/local/bin:/usr/bin:/bin";
	while (*path) {
		const char *e = strchr(path, ':');
		int n = e ? (int)(e - path) : (int)strlen(path);

		snprintf(buf, sizeof(buf), "%.*s/%s", n, n ? path : ".", cmd);
		if (stat(buf, &st) == 0 && S_ISREG(st.st_mode)) {
			if (access(buf, X_OK) == 0)
				return 0;
			found_noexec = 1;
		}
		path += n + (e ? 1 : 0);
	}
	if (found_noexec) {
		pt_err("%s: Permission denied", cmd);
		return 126;
	}
	pt_err("%s: command not found", cmd);
	return 127;
}

/* child_exec - in the child: our dispositions undone, held until go, exec */
static void child_exec(char **argv, int go, int ex, int out, int err)
{
	struct sigaction sa;
	sigset_t none;
	char c;
	int i, e;

	setpgid(0, 0);
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = SIG_DFL;
	for (i = 0; i < NR_END_SIGNALS; i++)
		if (handled[i])
			sigaction(end_signals[i], &sa, NULL);
	sigaction(SIGCHLD, &sa, NULL);
	sigaction(SIGPIPE, &sa, NULL);
	sigemptyset(&none);
	sigprocmask(SIG_SETMASK, &none, NULL);
	dup2(out, STDOUT_FILENO);
	dup2(err, STDERR_FILENO);
	if (read(go, &c, 1) != 1)
		_exit(127); /* the recorder gave up before starting */
	execvp(argv[0], argv);
	e = errno;
	if (write(ex, &e, sizeof(e)) < 0)
		_exit(127);
	_exit(127);
}

static const char *const spool_names[2] = { SPOOL_STDOUT, SPOOL_STDERR };

int workload_prepare(struct workload *w, char **argv, const char *spool_dir, int dir_fd)
{
	int go[2] = { -1, -1 }, ex[2] = { -1, -1 }, out[2][2] = { { -1, -1 }, { -1, -1 } };
	int i;

	w->spool_dir_fd = dir_fd;
	for (i = 0; i < 2; i++) {
		snprintf(w->spool_path[i], sizeof(w->spool_path[i]), "%s/%s", spool_dir,
			 spool_names[i]);
		w->spool_fd[i] = openat(dir_fd, spool_names[i],
					O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0600);
		if (w->spool_fd[i] < 0) {
			pt_err("%s: %s", w->spool_path[i], strerror(errno));
			goto out_close;
		}
	}
	if (pipe2(go, O_CLOEXEC) < 0 || pipe2(ex, O_CLOEXEC) < 0 || pipe2(out[0], O_CLOEXEC) < 0 ||
	    pipe2(out[1], O_CLOEXEC) < 0) {
		pt_err("pipe: %s", strerror(errno));
		goto out_close;
	}
	w->pid = fork();
	if (w->pid < 0) {
		pt_err("fork: %s", strerror(errno));
		w->pid = 0;
		goto out_close;
	}
	if (w->pid == 0)
		child_exec(argv, go[0], ex[1], out[0][1], out[1][1]);
	/* both sides set the group, so that it is there whoever runs first */
	setpgid(w->pid, w->pid);
	/* the terminal is ours (we are its foreground job): it becomes the workload's */
	if (isatty(STDIN_FILENO) && tcgetpgrp(STDIN_FILENO) == getpgrp())
		w->tty_fd = STDIN_FILENO;
	close(go[0]);
	close(ex[1]);
	close(out[0][1]);
	close(out[1][1]);
	w->go_fd = go[1];
	w->exec_fd = ex[0];
	w->out_fd[0] = out[0][0];
	w->out_fd[1] = out[1][0];
	fcntl(w->out_fd[0], F_SETFL, O_NONBLOCK);
	fcntl(w->out_fd[1], F_SETFL, O_NONBLOCK);
	return 0;

out_close:
	for (i = 0; i < 2; i++) {
		if (go[i] >= 0)
			close(go[i]);
		if (ex[i] >= 0)
			close(ex[i]);
		if (out[0][i] >= 0)
			close(out[0][i]);
		if (out[1][i] >= 0)
			close(out[1][i]);
		if (w->spool_fd[i] >= 0)
			close(w->spool_fd[i]);
		w->spool_fd[i] = -1;
	}
	return -1;
}

/* tty_give - the terminal to process group @pgrp (SIGTTOU held off: we may be in the background) */
static void tty_give(struct workload *w, pid_t pgrp)
{
	sigset_t ttou, old;

	if (w->tty_fd < 0)
		return;
	sigemptyset(&ttou);
	sigaddset(&ttou, SIGTTOU);
	sigprocmask(SIG_BLOCK, &ttou, &old);
	if (tcsetpgrp(w->tty_fd, pgrp) < 0 && pgrp == w->pid)
		w->tty_fd = -1; /* not ours to give after all: the workload stays in the background */
	sigprocmask(SIG_SETMASK, &old, NULL);
}

int workload_go(struct workload *w)
{
	char c = 'g';
	int err = 0;
	ssize_t n;

	w->t_start_ns = mono_ns();
	if (!w->pid)
		return 0;
	tty_give(w, w->pid);
	if (write(w->go_fd, &c, 1) != 1) {
		pt_err("cannot start the workload: %s", strerror(errno));
		return -1;
	}
	close(w->go_fd);
	w->go_fd = -1;
	do
		n = read(w->exec_fd, &err, sizeof(err));
	while (n < 0 && errno == EINTR);
	close(w->exec_fd);
	w->exec_fd = -1;
	if (n == (ssize_t)sizeof(err)) {
		pt_err("cannot run the workload: %s", strerror(err));
		return -1;
	}
	return 0;
}

/* write_all - all of @buf to @fd; the bytes that could not be written */
static size_t write_all(int fd, const char *buf, size_t n)
{
	size_t off = 0;

	while (off < n) {
		ssize_t m = write(fd, buf + off, n - off);

		if (m < 0 && errno == EINTR)
			continue;
		if (m <= 0)
			break;
		off += m;
	}
	return n - off;
}

/* pump - pass one stream's available output through and keep a copy; 0 at EOF */
static int pump(struct workload *w, int i)
{
	char buf[65536];
	ssize_t n;

	for (;;) {
		n = read(w->out_fd[i], buf, sizeof(buf));
		if (n == 0)
			return 0;
		if (n < 0)
			return errno == EINTR || errno == EAGAIN ? 1 : 0;
		/* our stdout may be gone (| head): the copy is still kept */
		write_all(i ? STDERR_FILENO : STDOUT_FILENO, buf, n);
		w->output_lost[i] += write_all(w->spool_fd[i], buf, n);
	}
}

/*
 * job_stopped - the workload stopped at the terminal (Ctrl-Z): take the
 * terminal back and stop too, as its shell expects of a job; once continued,
 * continue the workload, in the foreground again if the shell gave us that
 */
static void job_stopped(struct workload *w)
{
	tty_give(w, getpgrp());
	raise(SIGTSTP);
	if (tcgetpgrp(w->tty_fd) == getpgrp())
		tty_give(w, w->pid);
	kill(-w->pid, SIGCONT);
}

static void reap(struct workload *w)
{
	int status;

	if (!w->pid || w->exited)
		return;
	while (waitpid(w->pid, &status, WNOHANG | (w->tty_fd >= 0 ? WUNTRACED : 0)) == w->pid) {
		if (WIFSTOPPED(status)) {
			job_stopped(w);
			continue;
		}
		w->status = status;
		w->exited = 1;
		w->t_end_ns = mono_ns();
		/* killed by an ending signal we did not send: it was interrupted */
		if (!w->interrupted && WIFSIGNALED(status) &&
		    (WTERMSIG(status) == SIGHUP || WTERMSIG(status) == SIGTERM ||
		     (WTERMSIG(status) == SIGINT && !w->sent_int))) {
			w->interrupted = 1;
			w->sig = WTERMSIG(status);
		}
		break;
	}
}

/* relay_loop - in the relay: the pipes to our stdout and stderr until no writer is left */
static void __attribute__((noreturn)) relay_loop(int out, int err)
{
	struct pollfd pfd[2] = { { .fd = out, .events = POLLIN }, { .fd = err, .events = POLLIN } };
	char buf[65536];
	int i, open = (out >= 0) + (err >= 0);

	while (open) {
		if (poll(pfd, 2, -1) < 0 && errno != EINTR)
			break;
		for (i = 0; i < 2; i++) {
			ssize_t n;

			if (pfd[i].fd < 0 || !pfd[i].revents)
				continue;
			n = read(pfd[i].fd, buf, sizeof(buf));
			if (n > 0) {
				/* a reader of ours that is gone: drain anyway, the writer must not block */
				write_all(i ? STDERR_FILENO : STDOUT_FILENO, buf, n);
			} else if (n == 0 || errno != EAGAIN) {
				close(pfd[i].fd);
				pfd[i].fd = -1;
				open--;
			}
		}
	}
	_exit(0);
}

/*
 * relay_spawn - something the workload left still holds its stdout or
 * stderr: hand the pipes to a relay process, so that its writes keep going
 * where they went and never meet a closed pipe.  The relay is a grandchild
 * in a session of its own (not ours to wait for); the middle child closes
 * every other fd before we go on, so that no trace_pipe_raw or database fd
 * of ours outlives the recording in it.  Only async-signal-safe calls after
 * fork(): the readers are threads.
 */
static void relay_spawn(struct workload *w)
{
	int a = w->out_fd[0], b = w->out_fd[1], lo, hi, i, st;
	pid_t mid;

	if (a < 0)
		a = b;
	if (b < 0)
		b = a;
	lo = a < b ? a : b;
	hi = a < b ? b : a;
	mid = fork();
	if (mid < 0) {
		pt_warn("cannot start the output relay: %s: what the workload left may get SIGPIPE",
			strerror(errno));
		return;
	}
	if (mid == 0) {
		struct sigaction sa;
		sigset_t none;

		if (lo > 3)
			close_range(3, lo - 1, 0);
		if (hi > lo + 1)
			close_range(lo + 1, hi - 1, 0);
		close_range(hi + 1, ~0U, 0);
		setsid();
		memset(&sa, 0, sizeof(sa));
		sa.sa_handler = SIG_DFL;
		for (i = 0; i < NR_END_SIGNALS; i++)
			sigaction(end_signals[i], &sa, NULL);
		sigaction(SIGCHLD, &sa, NULL);
		sigemptyset(&none);
		sigprocmask(SIG_SETMASK, &none, NULL);
		if (fork() == 0)
			relay_loop(w->out_fd[0] >= 0 ? w->out_fd[0] : -1,
				   w->out_fd[1] >= 0 ? w->out_fd[1] : -1);
		_exit(0);
	}
	while (waitpid(mid, &st, 0) < 0 && errno == EINTR)
		;
	for (i = 0; i < 2; i++) {
		if (w->out_fd[i] >= 0)
			close(w->out_fd[i]);
		w->out_fd[i] = -1;
	}
}

int workload_wait(struct workload *w, double duration_s)
{
	uint64_t deadline = duration_s > 0 ? w->t_start_ns + (uint64_t)(duration_s * 1e9) : 0;
	int seen = 0, open_fds = w->pid ? 2 : 0, i;
	struct pollfd pfd[3];
	char drain[64];

	for (;;) {
		int nfds = 0, timeout = -1;

		if (sig_count > seen) {
			seen = sig_count;
			w->interrupted = 1;
			w->sig = sig_last;
			if (!w->pid)
				break;
			/* to its whole group; asked twice: stop waiting for it */
			if (!w->exited)
				kill(-w->pid, seen >= 2 ? SIGKILL : sig_last);
		}
		reap(w);
		if (w->pid && w->exited)
			break;
		if (deadline) {
			uint64_t now = mono_ns();

			if (now >= deadline) {
				if (!w->pid)
					break;
				w->sent_int = 1;
				kill(-w->pid, SIGINT);
				deadline = 0;
			} else {
				timeout = (int)((deadline - now) / 1000000) + 1;
			}
		}
		pfd[nfds].fd = self_pipe[0];
		pfd[nfds++].events = POLLIN;
		for (i = 0; i < 2 && open_fds; i++) {
			if (w->out_fd[i] < 0)
				continue;
			pfd[nfds].fd = w->out_fd[i];
			pfd[nfds++].events = POLLIN;
		}
		if (poll(pfd, nfds, timeout) < 0 && errno != EINTR)
			break;
		while (read(self_pipe[0], drain, sizeof(drain)) > 0)
			;
		for (i = 0; i < 2; i++) {
			if (w->out_fd[i] >= 0 && !pump(w, i)) {
				close(w->out_fd[i]);
				w->out_fd[i] = -1;
				open_fds--;
			}
		}
	}
	tty_give(w, getpgrp());
	/* What the workload wrote before it exited; then, if something it left
	 * still holds a pipe, the relay takes over: we do not wait for it. */
	for (i = 0; i < 2; i++) {
		if (w->out_fd[i] >= 0 && !pump(w, i)) {
			close(w->out_fd[i]);
			w->out_fd[i] = -1;
		}
	}
	if (w->out_fd[0] >= 0 || w->out_fd[1] >= 0)
		relay_spawn(w);
	for (i = 0; i < 2; i++)
		if (w->output_lost[i])
			pt_warn("%s: %llu bytes of the workload's output not kept", w->spool_path[i],
				w->output_lost[i]);
	if (!w->t_end_ns)
		w->t_end_ns = mono_ns();
	w->signals_at_end = sig_count;
	return 0;
}

FILE *workload_output_file(const struct workload *w, int i)
{
	int fd = openat(w->spool_dir_fd, spool_names[i], O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
	FILE *f = fd >= 0 ? fdopen(fd, "r") : NULL;

	if (!f && fd >= 0)
		close(fd);
	return f;
}

int workload_exit_code(const struct workload *w)
{
	if (w->pid && w->exited) {
		if (WIFEXITED(w->status))
			return WEXITSTATUS(w->status);
		if (WIFSIGNALED(w->status))
			return 128 + WTERMSIG(w->status);
	}
	return 0;
}

int workload_status(const struct workload *w)
{
	/* Interrupted: say so even when the workload exited cleanly on the signal. */
	if (w->interrupted && w->sig)
		return 128 + w->sig;
	return workload_exit_code(w);
}

void workload_cleanup(struct workload *w)
{
	int i;

	for (i = 0; i < 2; i++) {
		if (w->out_fd[i] >= 0)
			close(w->out_fd[i]);
		if (w->spool_fd[i] >= 0)
			close(w->spool_fd[i]);
		w->out_fd[i] = w->spool_fd[i] = -1;
	}
	if (w->go_fd >= 0)
		close(w->go_fd);
	if (w->exec_fd >= 0)
		close(w->exec_fd);
	w->go_fd = w->exec_fd = -1;
	/* Never leave the child waiting on a pipe that will not speak. */
	if (w->pid && !w->exited) {
		kill(w->pid, SIGKILL);
		waitpid(w->pid, &w->status, 0);
		w->exited = 1;
	}
}
