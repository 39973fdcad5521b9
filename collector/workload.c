// SPDX-License-Identifier: GPL-2.0
/*
 * workload.c - fork, hold, exec, pass output through, forward signals.
 */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include "msg.h"
#include "workload.h"

static volatile sig_atomic_t sig_count;
static volatile sig_atomic_t sig_last;
static volatile sig_atomic_t sig_forward; /* the last signal did not come from the tty */
static int self_pipe[2] = { -1, -1 };

uint64_t mono_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000000ULL + (uint64_t)ts.tv_nsec;
}

static void on_signal(int sig, siginfo_t *si, void *uc)
{
	int saved = errno;
	char c = (char)sig;

	if (sig != SIGCHLD) {
		sig_count++;
		sig_last = sig;
		/* Ctrl-C from the terminal reached the workload already. */
		sig_forward = !(si && si->si_code == SI_KERNEL);
	}
	if (self_pipe[1] >= 0 && write(self_pipe[1], &c, 1) < 0) {
		/* The pipe is full: a wakeup is pending anyway. */
	}
	errno = saved;
}

void workload_init(struct workload *w)
{
	memset(w, 0, sizeof(*w));
	w->go_fd = w->exec_fd = -1;
	w->out_fd[0] = w->out_fd[1] = w->spool_fd[0] = w->spool_fd[1] = -1;
}

int workload_signals_install(void)
{
	struct sigaction sa;

	if (self_pipe[0] < 0 && pipe2(self_pipe, O_CLOEXEC | O_NONBLOCK) < 0)
		return -1;
	memset(&sa, 0, sizeof(sa));
	sa.sa_sigaction = on_signal;
	sa.sa_flags = SA_SIGINFO | SA_RESTART;
	sigemptyset(&sa.sa_mask);
	if (sigaction(SIGINT, &sa, NULL) < 0 || sigaction(SIGTERM, &sa, NULL) < 0)
		return -1;
	sa.sa_flags |= SA_NOCLDSTOP;
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

int workload_prepare(struct workload *w, char **argv, const char *spool_dir)
{
	static const char *const names[2] = { "stdout.raw", "stderr.raw" };
	int go[2] = { -1, -1 }, ex[2] = { -1, -1 }, out[2][2] = { { -1, -1 }, { -1, -1 } };
	int i;

	for (i = 0; i < 2; i++) {
		snprintf(w->spool_path[i], sizeof(w->spool_path[i]), "%s/%s", spool_dir, names[i]);
		w->spool_fd[i] = open(w->spool_path[i], O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
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
	if (w->pid == 0) {
		struct sigaction sa;
		sigset_t none;
		char c;
		int err;

		memset(&sa, 0, sizeof(sa));
		sa.sa_handler = SIG_DFL;
		sigaction(SIGINT, &sa, NULL);
		sigaction(SIGTERM, &sa, NULL);
		sigaction(SIGCHLD, &sa, NULL);
		sigaction(SIGPIPE, &sa, NULL);
		sigemptyset(&none);
		sigprocmask(SIG_SETMASK, &none, NULL);
		dup2(out[0][1], STDOUT_FILENO);
		dup2(out[1][1], STDERR_FILENO);
		close(go[1]);
		if (read(go[0], &c, 1) != 1)
			_exit(127); /* the recorder gave up before starting */
		execvp(argv[0], argv);
		err = errno;
		if (write(ex[1], &err, sizeof(err)) < 0)
			_exit(127);
		_exit(127);
	}
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

int workload_go(struct workload *w)
{
	char c = 'g';
	int err = 0;
	ssize_t n;

	w->t_start_ns = mono_ns();
	if (!w->pid)
		return 0;
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

/* pump - pass one stream's available output through and keep a copy; 0 at EOF */
static int pump(struct workload *w, int i)
{
	char buf[65536];
	ssize_t n, off;

	for (;;) {
		n = read(w->out_fd[i], buf, sizeof(buf));
		if (n == 0)
			return 0;
		if (n < 0)
			return errno == EINTR || errno == EAGAIN ? 1 : 0;
		for (off = 0; off < n;) {
			ssize_t m = write(i ? STDERR_FILENO : STDOUT_FILENO, buf + off, n - off);

			if (m < 0 && errno == EINTR)
				continue;
			if (m <= 0)
				break; /* our stdout is gone: still keep the copy */
			off += m;
		}
		for (off = 0; off < n;) {
			ssize_t m = write(w->spool_fd[i], buf + off, n - off);

			if (m < 0 && errno == EINTR)
				continue;
			if (m <= 0)
				break;
			off += m;
		}
	}
}

static void reap(struct workload *w)
{
	int status;

	if (!w->pid || w->exited)
		return;
	if (waitpid(w->pid, &status, WNOHANG) == w->pid) {
		w->status = status;
		w->exited = 1;
		w->t_end_ns = mono_ns();
	}
}

int workload_wait(struct workload *w, double duration_s)
{
	uint64_t deadline = duration_s > 0 ? w->t_start_ns + (uint64_t)(duration_s * 1e9) : 0;
	int seen = 0, open_fds = w->pid ? 2 : 0, sent_int = 0;
	struct pollfd pfd[3];
	char drain[64];

	for (;;) {
		int nfds = 0, timeout = -1, i;

		if (sig_count > seen) {
			seen = sig_count;
			if (!w->pid)
				break;
			if (seen >= 2 && !w->exited)
				kill(w->pid, SIGKILL); /* asked twice: stop waiting for it */
			else if (sig_forward && !w->exited)
				kill(w->pid, sig_last);
		}
		reap(w);
		if (w->pid && w->exited)
			break;
		if (deadline) {
			uint64_t now = mono_ns();

			if (now >= deadline) {
				if (!w->pid)
					break;
				if (!sent_int) {
					kill(w->pid, SIGINT);
					sent_int = 1;
				}
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
	/* What the workload wrote before it exited; a daemon it left may hold the pipe. */
	for (int i = 0; i < 2; i++)
		if (w->out_fd[i] >= 0)
			pump(w, i);
	if (!w->t_end_ns)
		w->t_end_ns = mono_ns();
	return 0;
}

int workload_exit_code(const struct workload *w)
{
	/* Interrupted: say so even when the workload exited cleanly on the signal. */
	if (sig_count)
		return 128 + sig_last;
	if (w->pid && w->exited) {
		if (WIFEXITED(w->status))
			return WEXITSTATUS(w->status);
		if (WIFSIGNALED(w->status))
			return 128 + WTERMSIG(w->status);
	}
	return 0;
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
