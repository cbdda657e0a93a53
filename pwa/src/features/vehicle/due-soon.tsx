import { Trans } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { useGarageDue } from "../../data/due.js";
import { dueItemLink } from "../../shared/garage/due-link.js";
import { dueItemText, projectionText } from "../../shared/garage/due-text.js";
import { Icon } from "../../shared/ui/icons.js";

const toneOf = { ok: "good", soon: "warning", due: "urgent", overdue: "urgent" } as const;

/**
 * `/user`'s "Due soon": what needs a look across the garage, most pressing first, each opening
 * where it is dealt with (the maintenance form prefilled, the vehicle's dates, its reminders).
 */
export function DueSoonSection() {
  const due = useGarageDue();
  if (!due || due.length === 0) return null;
  return (
    <section className="card due-soon" aria-labelledby="due-soon-title">
      <h2 id="due-soon-title">
        <Trans>Needs attention</Trans>
      </h2>
      <ul className="due-soon-list">
        {due.slice(0, 5).map(({ vehicle, item }) => {
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
