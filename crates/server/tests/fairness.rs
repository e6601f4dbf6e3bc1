//! Hidden cards and fair deals (issue 16): what a Quartino player may see and choose. Each
//! player sees only their own rematch invitation; a rematch deals afresh; nobody chooses the
//! deal of a game with other people in it; a card seen stays seen; one person takes one open
//! seat.

// A test: an unwrap that fails is the failure it reports.
#![allow(clippy::unwrap_used)]

use crate::common;

use common::{Client, Http, fast_http, hands, invite_of, legal, pick, start_with, token_of};
use quartet_store_test_kit::TempDir;
use serde_json::{Value, json};

/// Item 3: a rematch's asker gets their own new seats, never another player's invitation;
/// each other player finds theirs in their own state only.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rematch_shows_each_player_only_their_own_invitation() {
    let dir = TempDir::new("quartet-fair-rematch").unwrap();
    let server = start_with(dir.path(), fast_http()).await;
    let http = Http::new(&server);
    let created = http
        .create(json!({"game": "quartino", "seats": ["me", "invite", "invite"]}))
        .await;
    let id = created["id"].as_str().unwrap().to_string();
    let a = token_of(&created, 0);
    let b = Http::from_address(&server, 2).join(&invite_of(&created, 1)).await;
    let c = Http::from_address(&server, 3).join(&invite_of(&created, 2)).await;
    let (status, _) = http
        .post_as(&format!("/api/games/{id}/resign"), &a, json!({}))
        .await;
    assert_eq!(status, 200);
    let (status, rematch) = http
        .post_as(&format!("/api/games/{id}/rematch"), &a, json!({}))
        .await;
    assert_eq!(status, 201, "{rematch}");
    assert_eq!(
        rematch["invites"],
        json!([]),
        "no other player's invitation: {rematch}"
    );
    assert_eq!(rematch["tokens"].as_array().unwrap().len(), 1);
    // Over the WebSocket too (a second game, the asker on a WebSocket).
    let mut codes = Vec::new();
    for token in [&a, &b, &c] {
        let (_, state) = http.get(&format!("/api/games/{id}?token={token}")).await;
        codes.push(state["rematch"]["code"].as_str().map(String::from));
    }
    assert_eq!(codes[0], None, "the asker has no invitation to take");
    assert!(
        codes[1].is_some() && codes[2].is_some() && codes[1] != codes[2],
        "{codes:?}"
    );
    let (_, spectator) = http.get(&format!("/api/games/{id}")).await;
    assert!(spectator["rematch"]["code"].is_null());
    let text = rematch.to_string();
    for code in codes.iter().flatten() {
        assert!(!text.contains(code.as_str()), "the asker was sent {code}");
    }

    let second = http
        .create(json!({"game": "quartino", "seats": ["me", "invite", "invite"]}))
        .await;
    let id2 = second["id"].as_str().unwrap().to_string();
    let a2 = token_of(&second, 0);
    Http::from_address(&server, 2).join(&invite_of(&second, 1)).await;
    Http::from_address(&server, 3).join(&invite_of(&second, 2)).await;
    let mut asker = Client::connect(&server, &id2, Some(&a2)).await;
    asker.next_of("state").await;
    asker.send(json!({"type": "resign"})).await;
    asker.state_where(|s| s["status"] == "finished").await;
    asker.send(json!({"type": "rematch"})).await;
    let answer = asker.next_of("rematch").await;
    assert_eq!(answer["invites"], json!([]), "{answer}");
    server.shutdown().await;
}

/// Resigns a game at once and returns its finished state (every hand shown).
async fn resigned(http: &Http, id: &str, token: &str) -> Value {
    let (status, state) = http
        .post_as(&format!("/api/games/{id}/resign"), token, json!({}))
        .await;
    assert_eq!(status, 200, "{state}");
    state
}

/// Item 4: a rematch deals afresh, also when the game began from a position (as every
/// imported game does).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rematch_deals_afresh() {
    let dir = TempDir::new("quartet-fair-redeal").unwrap();
    let server = start_with(dir.path(), fast_http()).await;
    let http = Http::new(&server);
    // A game of one device, finished at once: its record, imported, starts from a position.
    let first = http
        .create(json!({"game": "quartino", "seats": ["me", "me", "me"]}))
        .await;
    let first_id = first["id"].as_str().unwrap();
    let tokens = format!(
        "{},{},{}",
        token_of(&first, 0),
        token_of(&first, 1),
        token_of(&first, 2)
    );
    resigned(&http, first_id, &tokens).await;
    let (status, record) = http.get_text(&format!("/api/games/{first_id}/record")).await;
    assert_eq!(status, 200);
    let (status, imported) = http.post("/api/games/import", json!({"record": record})).await;
    assert_eq!(status, 201, "{imported}");
    let id = imported["id"].as_str().unwrap().to_string();
    let all: Vec<String> = (0..3).map(|s| token_of(&imported, s)).collect();
    let old = resigned(&http, &id, &all.join(",")).await;
    let old_hands = hands(old["position"].as_str().unwrap());
    let (status, rematch) = http
        .post_as(&format!("/api/games/{id}/rematch"), &all.join(","), json!({}))
        .await;
    assert_eq!(status, 201, "{rematch}");
    let new_id = rematch["id"].as_str().unwrap().to_string();
    let tokens: Vec<String> = (0..3).map(|s| token_of(&rematch, s)).collect();
    let end = resigned(&http, &new_id, &tokens.join(",")).await;
    assert_eq!(end["ply"], 0);
    let new_hands = hands(end["position"].as_str().unwrap());
    // The same deal again, seats turned or not, would give the same hands; a fresh one shares
    // a hand with the last only by a rare chance, two hands hardly ever.
    let again = new_hands.iter().filter(|h| old_hands.contains(h)).count();
    assert!(
        again <= 1,
        "hands of the last game dealt again: {old_hands:?} then {new_hands:?}"
    );
    server.shutdown().await;
}

/// Item 5: with a seat for another person, the server deals from a secure random source: a
/// chosen seed or start position, or an imported record, is refused; with the creator's and
/// bots' seats only, a chosen deal is the creator's own business.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn nobody_chooses_the_deal_of_a_game_with_other_people() {
    let dir = TempDir::new("quartet-fair-deal").unwrap();
    let server = start_with(dir.path(), fast_http()).await;
    let http = Http::new(&server);
    let solo = http
        .create(json!({"game": "quartino", "seats": ["me", "me", "me"], "seed": 42}))
        .await;
    let tokens = format!(
        "{},{},{}",
        token_of(&solo, 0),
        token_of(&solo, 1),
        token_of(&solo, 2)
    );
    let solo_id = solo["id"].as_str().unwrap();
    let position = resigned(&http, solo_id, &tokens).await["position"]
        .as_str()
        .unwrap()
        .to_string();
    let (_, record) = http.get_text(&format!("/api/games/{solo_id}/record")).await;
    for body in [
        json!({"game": "quartino", "seats": ["me", "invite"], "seed": 42}),
        json!({"game": "quartino", "seats": ["me", "open", {"bot": "casual"}], "seed": 42}),
        json!({"game": "quartino", "seats": ["me", "invite", "me"], "start": position}),
    ] {
        let (status, err) = http.post("/api/games", body.clone()).await;
        assert_eq!(
            (status, err["error"].as_str()),
            (400, Some("bad_request")),
            "{body}: {err}"
        );
        assert!(err["message"].as_str().unwrap().contains("deal"), "{err}");
    }
    let (status, err) = http
        .post(
            "/api/games/import",
            json!({"record": record, "seats": ["me", "invite", "me"]}),
        )
        .await;
    assert_eq!(
        (status, err["error"].as_str()),
        (400, Some("bad_request")),
        "{err}"
    );
    // With bots and the creator only, the chosen deal stands.
    let practice = http
        .create(json!({"game": "quartino", "seats": ["me", {"bot": "casual"}, "me"], "seed": 42}))
        .await;
    assert_eq!(practice["state"]["status"], "live");
    // Without a chosen deal, games with other people are dealt differently every time.
    let mut views = Vec::new();
    for _ in 0..3 {
        let game = http
            .create(json!({"game": "quartino", "seats": ["me", "invite", "invite"]}))
            .await;
        views.push(game["state"]["view"].as_str().unwrap().to_string());
    }
    views.dedup();
    assert_eq!(views.len(), 3, "{views:?}");
    server.shutdown().await;
}

/// Item 6: taking back against bots stops at a card a bot has shown: what the person saw
/// stays seen. A take-back that passes no such card still works.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_take_back_never_hides_a_card_again() {
    let dir = TempDir::new("quartet-fair-undo").unwrap();
    let server = start_with(dir.path(), fast_http()).await;
    let http = Http::new(&server);
    let mut refused = false;
    let mut allowed = false;
    for game in 0..8 {
        let created = http
            .create(json!({"game": "quartino", "seats": ["me", {"bot": "casual"}]}))
            .await;
        let id = created["id"].as_str().unwrap().to_string();
        let mut me = Client::connect(&server, &id, Some(&token_of(&created, 0))).await;
        let mut state = me.next_of("state").await;
        let mut n = game * 7;
        while state["status"] != "finished" && !refused {
            if state["to_move"] != 0 {
                state = me
                    .state_or_fail(|s| s["to_move"] == 0 || s["status"] == "finished")
                    .await;
                continue;
            }
            let history = state["history"].as_array().unwrap().clone();
            let bots_turn: Vec<&Value> = history.iter().rev().take_while(|e| e["seat"] == 1).collect();
            let claimed = bots_turn
                .iter()
                .any(|e| e["action"].as_str().unwrap().contains("@Q"));
            if !bots_turn.is_empty() && history.len() > bots_turn.len() && (claimed || !allowed) {
                me.send(json!({"type": "undo"})).await;
                if claimed {
                    let err = me.next_of("error").await;
                    assert_eq!(err["code"], "undo_refused", "{err}");
                    let (_, now) = http
                        .get(&format!("/api/games/{id}?token={}", token_of(&created, 0)))
                        .await;
                    assert_eq!(now["ply"], state["ply"], "nothing taken back");
                    refused = true;
                    break;
                }
                let ply = state["ply"].as_u64().unwrap();
                state = me.state_or_fail(|s| s["ply"].as_u64() < Some(ply)).await;
                allowed = true;
                continue;
            }
            let version = state["version"].as_u64().unwrap();
            n += 1;
            me.act(&pick(&legal(&state), n * 11)).await;
            state = me.state_or_fail(|s| s["version"].as_u64() > Some(version)).await;
        }
        if refused {
            break;
        }
    }
    assert!(allowed, "a take-back without a shown card is allowed");
    assert!(refused, "a bot claimed a card in one of the games");
    server.shutdown().await;
}

/// Item 7: one client address takes at most one open seat of a game with hidden cards, and
/// none when it holds a seat already (the creator's device included); a game without hidden
/// information, and invitations, are not limited.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_person_takes_one_open_seat_of_a_game_with_hidden_cards() {
    let dir = TempDir::new("quartet-fair-seats").unwrap();
    let server = start_with(dir.path(), fast_http()).await;
    let http = Http::new(&server);
    let created = http
        .create(json!({"game": "quartino", "seats": ["me", "open", "open", "open"]}))
        .await;
    let id = created["id"].as_str().unwrap().to_string();
    let path = format!("/api/games/{id}/join");
    let join = async |from: &Http, body: Value| from.post(&path, body).await;
    let (status, err) = join(&http, json!({})).await;
    assert_eq!((status, err["error"].as_str()), (409, Some("one_seat")), "{err}");
    assert!(err["message"].as_str().unwrap().contains("seat 1"), "{err}");
    let second = Http::from_address(&server, 2);
    let (status, joined) = join(&second, json!({"seat": 1})).await;
    assert_eq!(status, 200, "{joined}");
    let (status, err) = join(&second, json!({"seat": 2})).await;
    assert_eq!((status, err["error"].as_str()), (409, Some("one_seat")), "{err}");
    // Through the open seat's code as well.
    let (status, err) = second
        .post("/api/join", json!({"code": invite_of(&created, 3)}))
        .await;
    assert_eq!((status, err["error"].as_str()), (409, Some("one_seat")), "{err}");
    let (status, _) = join(&Http::from_address(&server, 3), json!({"seat": 2})).await;
    assert_eq!(status, 200);
    let (_, state) = http.get(&format!("/api/games/{id}")).await;
    assert_eq!(state["status"], "open", "seat 4 still waits");

    // Quarto! hides nothing: one address may fill every open seat.
    let open = http
        .create(json!({"game": "quarto", "seats": ["open", "open"]}))
        .await;
    let open_id = open["id"].as_str().unwrap();
    for _ in 0..2 {
        let (status, joined) = http.post(&format!("/api/games/{open_id}/join"), json!({})).await;
        assert_eq!(status, 200, "{joined}");
    }
    // Invitations are the creator's choice of people: not limited by address.
    let invited = http
        .create(json!({"game": "quartino", "seats": ["me", "invite"]}))
        .await;
    http.join(&invite_of(&invited, 1)).await;
    server.shutdown().await;
}
