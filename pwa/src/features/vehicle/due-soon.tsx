import { Trans } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { useGarageDue } from "../../data/due.js";
import { useGarageRecalls } from "../../data/recalls.js";
import { dueItemLink } from "../../shared/garage/due-link.js";
import { dueItemText, projectionText } from "../../shared/garage/due-text.js";
import { Icon } from "../../shared/ui/icons.js";

const toneOf = { ok: "good", soon: "warning", due: "urgent", overdue: "urgent" } as const;

/**
 * `/user`'s "Due soon": what needs a look across the garage, most pressing first (open safety
 * recalls lead), each opening where it is dealt with (the maintenance form prefilled, the
 * vehicle's dates, its reminders, its recalls).
 */
export function DueSoonSection() {
  const due = useGarageDue();
  const recalls = useGarageRecalls() ?? [];
  if (!due || due.length + recalls.length === 0) return null;
  return (
    <section className="card due-soon" aria-labelledby="due-soon-title">
      <h2 id="due-soon-title">
        <Trans>Needs attention</Trans>
      </h2>
      <ul className="due-soon-list">
        {recalls.map(({ vehicle, recall }) => (
          <li key={`${vehicle._id}:${recall.campaign}`}>
            <Link
              to="/vehicle/$id"
              params={{ id: vehicle._id }}
              hash="recalls-title"
              className="due-soon-row tone-urgent"
            >
              <Icon name="alert" size={18} />
              <span className="due-soon-text">
                <span className="due-soon-title">
                  <Trans>Safety recall</Trans>
                </span>
                <span className="due-soon-sub">
                  {vehicle.fullname} · <span lang="en">{recall.component || recall.campaign}</span>
                </span>
              </span>
            </Link>
          </li>
        ))}
        {due.slice(0, Math.max(0, 5 - recalls.length)).map(({ vehicle, item }) => {
          const projection = projectionText(item.projection);
          return (
            <li key={`${vehicle._id}:${item.id}`}>
              <Link {...dueItemLink(vehicle._id, item)} className={`due-soon-row tone-${toneOf[item.level]}`}>
                <Icon name="alert" size={18} />
                <span className="due-soon-text">
                  <span className="due-soon-title">{dueItemText(item)}</span>
                  <span className="due-soon-sub">{[vehicle.fullname, projection].filter(Boolean).join(" · ")}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
