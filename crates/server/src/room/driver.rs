//! A room's driver: the task that wakes at the running clock's deadline (loss on time per the
//! game's rules), at the end of a person's first turn (the game aborted) or when an untimed
//! game every person left is abandoned (see `between.rs`), and starts the bots' searches on the
//! bot pool's blocking threads, so that no bot ever holds up another game. A bot on a clock searches only as long as its clock allows
//! ([`crate::bots::think_time`]). One driver per unfinished room, on the node that runs it.

use std::sync::Arc;
use std::time::Duration;

use quartet_core::AnyAction;

use super::state::{BotJob, Plan};
use super::{Room, RoomError};
use crate::bots::BotPool;

impl Room {
    async fn plan(&self) -> Plan {
        let left = self.left();
        let mut st = self.state.lock().await;
        let (mut plan, problem) = st.plan(self.time.now(), self.first_turn_ms());
        if let Some(problem) = problem {
            tracing::warn!(game = %self.id, "{problem}");
        }
        if let Plan::Wait { deadline, .. } = &mut plan
            && let Some(abandoned) = st.abandoned_deadline(&left, super::state::ABANDONED_MS)
        {
            *deadline = Some(deadline.map_or(abandoned, |d| d.min(abandoned)));
        }
        plan
    }

    /// A bot's chosen action arrives: played if nothing changed since the search began.
    async fn bot_played(&self, version: u64, action: AnyAction) -> Result<(), RoomError> {
        let mut st = self.state.lock().await;
        if st.version != version || st.is_over() {
            return Ok(());
        }
        let mut next = st.clone();
        let seat = next.table.game().to_move();
        let result = match next.play(seat, action, self.time.now()) {
            Ok(transition) => self.commit(&mut st, next, transition).await,
            Err(e) => Err(e),
        };
        match &result {
            Ok(()) => crate::metrics::action_played(crate::metrics::Actor::Bot, None),
            Err(_) => st.bot_job = None,
        }
        result
    }
}

/// Drives `room` until its game is over or the server stops (see the module docs); idle while
/// the room is a mirror of a game another node drives.
pub async fn drive(room: Arc<Room>, bots: BotPool) {
    let mut shutdown = bots.shutdown();
    loop {
        if *shutdown.borrow() {
            return;
        }
        if room.is_mirror() {
            // Another node drives the game: wait until this one does (or the server stops).
            tokio::select! {
                () = room.wake.notified() => continue,
                _ = shutdown.changed() => return,
            }
        }
        let (deadline, bot) = match room.plan().await {
            Plan::Finished => return,
            Plan::Wait { deadline, bot } => (deadline, bot),
        };
        if let Some(job) = bot {
            tokio::spawn(run_bot(room.clone(), bots.clone(), job));
        }
        let sleep = async {
            match deadline {
                Some(d) => {
                    let wait = d.saturating_sub(room.now());
                    tokio::time::sleep(Duration::from_millis(wait)).await;
                }
                None => std::future::pending::<()>().await,
            }
        };
        tokio::select! {
            () = sleep => room.check_time().await,
            () = room.wake.notified() => {}
            _ = shutdown.changed() => return,
        }
    }
}

async fn run_bot(room: Arc<Room>, bots: BotPool, job: Box<BotJob>) {
    let Some(permit) = bots.permit().await else {
        return;
    };
    let think = {
        let mut st = room.state.lock().await;
        st.bot_started(job.version, room.now());
        st.think_time(job.version, room.now())
    };
    room.wake.notify_one();
    if room.version() != job.version || bots.is_stopping() {
        return;
    }
    let version = job.version;
    let (kind, level) = (job.kind, job.level);
    let bot = match bots.take_bot(kind, level) {
        Ok(bot) => bot,
        Err(e) => {
            tracing::warn!(game = %room.id, "{e}");
            return;
        }
    };
    let chosen = tokio::task::spawn_blocking(move || {
        let mut bot = bot;
        let action = match think {
            Some(time) => bot.choose_within(&job.game, time),
            None => bot.choose(&job.game),
        };
        (bot, action)
    })
    .await
    .map(|(bot, action)| {
        bots.return_bot(kind, level, bot);
        action.ok_or_else(|| "the bot found no action".to_string())
    });
    if bots.is_stopping() {
        return;
    }
    match chosen {
        Ok(Ok(action)) => {
            if let Err(e) = room.bot_played(version, action).await {
                drop(permit);
                tracing::warn!(game = %room.id, "the bot's action failed: {e}");
                // Try again a little later (the store may come back).
                tokio::time::sleep(Duration::from_secs(1)).await;
                room.wake.notify_one();
            }
        }
        Ok(Err(e)) => tracing::warn!(game = %room.id, "{e}"),
        Err(e) => tracing::warn!(game = %room.id, "the bot failed: {e}"),
    }
}
